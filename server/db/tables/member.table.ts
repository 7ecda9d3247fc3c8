import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { GENDERS } from '../../../schemas/profile.schema';

/**
 * Members of the site, one per subject of the sign-in service (`outer_id`). Name, email and
 * mobile come from the id_token at first login; the rest is the member's own profile.
 */
export const members = pgTable('members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  outerId: text('outer_id').notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email'),
  mobile: text('mobile'),
  gender: text('gender', { enum: GENDERS }),
  birthday: date('birthday', { mode: 'string' }),
  zipCode: text('zip_code'),
  city: text('city'),
  town: text('town'),
  address: text('address'),
  subscribe: boolean('subscribe').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A picture stored with its intrinsic size (DESIGN "UI": width/height set, no layout shift).
 * All three are null together when a record has no picture.
 */
export const imageColumns = () => ({
  imageLink: text('image_link'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
});

/** DESIGN: timestamptz in UTC. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const timestampColumns = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

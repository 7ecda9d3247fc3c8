import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { PublicationState } from '../../schemas/publication.schema';

/**
 * A picture stored with its intrinsic size (DESIGN "UI": width/height set, no layout shift).
 * All three are null together when a record has no picture.
 */
export const imageColumns = () => ({
  imageLink: text('image_link'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
});

/** Raw bytes: a Buffer to the driver (pg and PGlite both take it), a Uint8Array back from either. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** DESIGN: timestamptz in UTC. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const timestampColumns = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Content staff publish (schemas/publication.schema.ts). Rows written before the console existed
 * are live: the defaults are `published`, version 1. Public queries read `status = 'published'`
 * only; the publication sweep moves `scheduled` rows whose `publish_at` has come.
 */
export const publicationColumns = () => ({
  status: text('status').$type<PublicationState>().notNull().default('published'),
  publishAt: timestamptz('publish_at'),
  /** the optimistic lock of staff edits: each save bumps it, a save from an older one is refused */
  version: integer('version').notNull().default(1),
});

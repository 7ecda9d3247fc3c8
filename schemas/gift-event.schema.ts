import { z } from 'zod';
import { PageLinksSchema, PageMetaSchema } from './api-envelope.schema';
import { ImageSchema } from './image.schema';

/**
 * SPEC §3 gift list and the gift event a member claims from (§7 /gift_events, /gift_events/{id}).
 * Dates are Taiwan calendar days (`YYYY-MM-DD`): a purchase counts by the date on its invoice.
 */

/** SPEC §2 guard 5 / §8: a gift event that is not found is a 404 with this message (API and page). */
export const GIFT_EVENT_NOT_FOUND = '找不到頁面';

/** The one brand section of SPEC §2 (`/giftchoose/brand-hs`). */
export const GIFT_BRAND_SECTION = 'brand-hs';
/** The brand sections' names, as the site shows them. */
export const GIFT_BRAND_NAMES: Readonly<Record<string, string>> = { [GIFT_BRAND_SECTION]: 'HS' };

/** SPEC §3 options `giftBrands`: the brand sections that hold gift events, and where they are. */
export const GiftBrandSchema = z.object({ id: z.string(), name: z.string(), link: z.string() });
export type GiftBrand = z.infer<typeof GiftBrandSchema>;
export const GiftBrandsResponse = z.object({ data: z.array(GiftBrandSchema) });

/**
 * open: claims are taken; upcoming: not yet; ended: past its last claim day. Out of stock is its
 * own flag: an open event may have given every gift away.
 */
export const GIFT_EVENT_STATUSES = ['upcoming', 'open', 'ended'] as const;
export type GiftEventStatus = (typeof GIFT_EVENT_STATUSES)[number];

export const GiftMenuSchema = z.object({ id: z.number().int(), name: z.string() });
export type GiftMenu = z.infer<typeof GiftMenuSchema>;

export const GiftChannelSchema = z.object({ id: z.number().int(), name: z.string() });

export const GiftChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** how many are left to claim */
  stock: z.number().int().nonnegative(),
});
export type GiftChoice = z.infer<typeof GiftChoiceSchema>;

export const GiftEventCardSchema = z.object({
  id: z.number().int(),
  brand_section: z.string(),
  subject: z.string(),
  summary: z.string(),
  image: ImageSchema.nullable(),
  /** first and last day of the purchase an invoice must show */
  started_on: z.string(),
  ended_on: z.string(),
  /** last day a claim is taken */
  apply_ended_on: z.string(),
  /** the invoice's amount must reach this (NT$, 0: any amount) */
  min_amount: z.number().int().nonnegative(),
  menu: GiftMenuSchema.nullable(),
  /** where the product must have been bought (the eligible channels) */
  channels: z.array(GiftChannelSchema),
  status: z.enum(GIFT_EVENT_STATUSES),
  /** every gift of the event is given away */
  out_of_stock: z.boolean(),
  is_top: z.boolean(),
  link: z.string(),
});
export type GiftEventCard = z.infer<typeof GiftEventCardSchema>;

export const GiftEventSchema = GiftEventCardSchema.extend({
  /** plain text, paragraphs split by blank lines */
  body: z.string(),
  gifts: z.array(GiftChoiceSchema),
});
export type GiftEvent = z.infer<typeof GiftEventSchema>;

/** SPEC §3 gift list: top[] and the paged list {data, meta, links}; the menus for the filter. */
export const GiftEventListSchema = z.object({
  top: z.array(GiftEventCardSchema),
  list: z.object({ data: z.array(GiftEventCardSchema), meta: PageMetaSchema, links: PageLinksSchema }),
  menus: z.array(GiftMenuSchema),
});
export const GiftEventListResponse = z.object({ data: GiftEventListSchema });
export const GiftEventResponse = z.object({ data: GiftEventSchema });

/** The SPEC §2 page of a gift event and of its claim form. */
export const giftEventPath = (id: number) => `/giftmain/${GIFT_BRAND_SECTION}/giftid-${id}`;
export const giftApplyPath = (id: number) => `${giftEventPath(id)}/apply`;

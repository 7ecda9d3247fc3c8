import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { ImageSchema } from './image.schema';

/**
 * Which service lists a brand appears in (SPEC §3 product infos: all/general/fast/faq/deep):
 * general repair, fast repair, the services FAQ filter, deep cleaning.
 */
export const BRAND_SERVICE_TYPES = ['general', 'fast', 'faq', 'deep'] as const;
export const BrandServiceTypeSchema = z.enum(BRAND_SERVICE_TYPES);
export type BrandServiceType = z.infer<typeof BrandServiceTypeSchema>;

export const BrandRefSchema = z.object({ id: z.number().int(), name: z.string(), logo: ImageSchema.nullable() });
export type BrandRef = z.infer<typeof BrandRefSchema>;

/** `/api/option/brands` item: the brand selects of the service, FAQ and contact forms. */
export const BrandOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  country: z.string(),
  logo: ImageSchema.nullable(),
  service_types: z.array(BrandServiceTypeSchema),
});
export type BrandOption = z.infer<typeof BrandOptionSchema>;

export const OptionBrandsResponse = pagedEnvelope(BrandOptionSchema);

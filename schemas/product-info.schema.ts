import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { BRAND_SERVICE_TYPES } from './brand.schema';
import { ImageSchema } from './image.schema';
import { pageQuery } from './page-query.schema';
import { blankToNull, plainText } from './plain-text.schema';

/**
 * SPEC §3 product info, one per brand (its `id` is the brand's): whether the brand's products can
 * be registered for warranty, whether the model and the serial are verified, notes to show, and
 * its models with their repairable items. Grouped as the brand's service types (or `all`).
 */
export const PRODUCT_INFO_TYPES = ['all', ...BRAND_SERVICE_TYPES] as const;
export const ProductInfoTypeSchema = z.enum(PRODUCT_INFO_TYPES, {
  error: '產品類型只能是 all、general、fast、faq 或 deep。',
});
export type ProductInfoType = z.infer<typeof ProductInfoTypeSchema>;

export const ProductItemSchema = z.object({ id: z.number().int(), subject: z.string() });
export type ProductItem = z.infer<typeof ProductItemSchema>;

export const ProductModelSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** the serial is checked against the model's pattern (and then required) */
  is_verify_code: z.boolean(),
  /** how the model's serials look, for the form's hint (`SN` + 8 digits) */
  code_hint: z.string().nullable(),
  /** one of the handheld models deep cleaning covers (SPEC §1) */
  is_deep_clean: z.boolean(),
  image: ImageSchema.nullable(),
  items: z.array(ProductItemSchema),
});
export type ProductModel = z.infer<typeof ProductModelSchema>;

export const ProductInfoSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  is_enable_warranty: z.boolean(),
  /** the model must be one of `models` (else any model name the member types is kept as is) */
  is_verify_model: z.boolean(),
  /** every model of the brand has its serial checked */
  is_verify_code: z.boolean(),
  is_show_notes: z.boolean(),
  notes: z.string(),
  models: z.array(ProductModelSchema),
});
export type ProductInfo = z.infer<typeof ProductInfoSchema>;

export const OptionProductsQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 500 }).extend({
  type: ProductInfoTypeSchema.default('all'),
});
export const ProductInfosResponse = pagedEnvelope(ProductInfoSchema);

/** Is a serial checked for this model? (the brand's rule or the model's own) */
export const verifiesSerial = (
  info: Pick<ProductInfo, 'is_verify_code'>,
  model: Pick<ProductModel, 'is_verify_code'>,
) => info.is_verify_code || model.is_verify_code;

/** A model the member types (a brand whose `is_verify_model` is off): its longest name, and the message of none. */
export const MAX_MODEL_NAME = 60;
export const TYPED_MODEL_MESSAGE = '請輸入型號。';

export const SERIAL_REQUIRED_MESSAGE = '此型號須填寫產品序號，請輸入產品序號。';

/**
 * A product step's serial, and what the step knows of it: `serial_required` is set by the form
 * from the chosen model (`verifiesSerial` of the product list), so the step itself refuses an
 * empty serial (`refineSerialRequired`) in the browser and in the machine's `stepValid` guard.
 * The server never trusts the flag: it checks the serial against its own product data.
 */
export const productSerialShape = {
  serial: z.preprocess(
    blankToNull,
    plainText({ message: '產品序號格式不正確。' }).trim().toUpperCase().max(40, '產品序號最多 40 個字。').nullable(),
  ),
  serial_required: z.boolean().default(false),
};

/** For `.superRefine`: the serial a model requires is there. */
export function refineSerialRequired<T extends { serial: string | null; serial_required: boolean }>(
  value: T,
  ctx: z.RefinementCtx<T>,
) {
  if (value.serial_required && value.serial === null)
    ctx.addIssue({ code: 'custom', path: ['serial'], message: SERIAL_REQUIRED_MESSAGE });
}

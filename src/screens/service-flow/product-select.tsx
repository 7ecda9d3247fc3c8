import type { ProductInfo } from '../../../schemas/product-info.schema';
import type { SelectOption } from '../../components/form/text-field';

/** The brand select's options (the brands of one service's product infos). */
export const brandOptions = (infos: readonly ProductInfo[]): SelectOption[] =>
  infos.map((i) => ({ value: String(i.id), label: i.subject }));

/** The chosen brand's product info, by the select's value. */
export const infoOf = (infos: readonly ProductInfo[], brandId: unknown) =>
  infos.find((i) => String(i.id) === String(brandId ?? '')) ?? null;

export const modelOptions = (info: ProductInfo | null): SelectOption[] =>
  (info?.models ?? []).map((m) => ({ value: String(m.id), label: m.subject }));

export const modelOf = (info: ProductInfo | null, modelId: unknown) =>
  info?.models.find((m) => String(m.id) === String(modelId ?? '')) ?? null;

/** `brand model` as a review shows it: the model of the list, or the one the member typed. */
export const productName = (
  infos: readonly ProductInfo[],
  brandId: number,
  modelId: number | null,
  typedModel: string | null = null,
) => {
  const info = infoOf(infos, brandId);
  return [info?.subject, modelOf(info, modelId)?.subject ?? typedModel].filter(Boolean).join(' ');
};

/** Does the chosen brand have its model typed rather than picked? (its product info's `is_verify_model` off) */
export const typesModel = (info: ProductInfo | null) => info !== null && !info.is_verify_model;

import {
  type GiftPurchase,
  type GiftPurchaseInput,
  GiftPurchaseStep as GiftPurchaseSchema,
} from '../../../schemas/gift-apply.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { InvoiceQrReader } from '../../components/form/invoice-qr-reader';
import { SelectField, TextField } from '../../components/form/text-field';
import type { GiftApplyStepProps } from './gift-apply-step.types';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';

/** SPEC §3's invoice QR parse result, as far as the purchase step takes it (the reader's `result`). */
export interface ScannedInvoice {
  invoiceNumber: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  /** null: a company's (B2B) invoice, which has none */
  randomNumber: string | null;
  totalAmount: number;
  /** '00000000' for a consumer */
  buyerId: string;
}

const FIELD_ORDER = [
  'channel_id',
  'sale_person',
  'invoice_number',
  'invoice_date',
  'invoice_amount',
  'random_code',
  'tax_id',
  'invoice_products',
];

const EMPTY: Omit<GiftPurchaseInput, 'min_amount'> = {
  channel_id: '',
  sale_person: '',
  invoice_number: '',
  invoice_date: '',
  invoice_amount: '',
  invoice_products: '',
  random_code: '',
  tax_id: '',
  scan_invoice_number: '',
  scan_invoice_date: '',
  scan_random_code: '',
  scan_invoice_amount: '',
};

/** Kept data (schema output: nulls, numbers) back into what the inputs hold (strings). */
function formValues(kept: GiftPurchase): Omit<GiftPurchaseInput, 'min_amount'> {
  const text = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    channel_id: String(kept.channel_id),
    sale_person: text(kept.sale_person),
    invoice_number: kept.invoice_number,
    invoice_date: kept.invoice_date,
    invoice_amount: String(kept.invoice_amount),
    invoice_products: kept.invoice_products,
    random_code: text(kept.random_code),
    tax_id: text(kept.tax_id),
    scan_invoice_number: text(kept.scan_invoice_number),
    scan_invoice_date: text(kept.scan_invoice_date),
    scan_random_code: text(kept.scan_random_code),
    scan_invoice_amount: text(kept.scan_invoice_amount),
  };
}

/** Step 1: where and when it was bought, the invoice typed or filled from its QR code. */
export function GiftApplyPurchaseStep({ context, event }: GiftApplyStepProps) {
  // the event's minimum travels with the step (no input shows it): its schema refuses a smaller
  // amount here, on the field, rather than the server at the very end
  const defaultValues: GiftPurchaseInput = {
    ...(context.data.purchase ? formValues(context.data.purchase) : EMPTY),
    min_amount: event.min_amount,
  };
  return (
    <StepForm
      schema={GiftPurchaseSchema}
      defaultValues={defaultValues}
      order={FIELD_ORDER}
      problemTitle={T.checkFailedTitle}
    >
      {(form) => <PurchaseFields form={form} channels={event.channels} />}
    </StepForm>
  );
}

function PurchaseFields({
  form,
  channels,
}: {
  form: StepFormApi<typeof GiftPurchaseSchema>;
  channels: GiftApplyStepProps['event']['channels'];
}) {
  const { register, formState, setValue, watch } = form;
  // the code was read and said the invoice has no random code (a company's invoice)
  const scannedWithoutRandom = watch('scan_invoice_number') !== '' && watch('scan_random_code') === '';
  // a company's invoice has no random code: its buyer's 統一編號 stands in for it
  const companyInvoice = String(watch('tax_id') ?? '').trim() !== '';
  const errors = formState.errors;

  // what the QR code says fills the fields (still editable) and is kept beside them as scan_*
  const onScan = (scan: ScannedInvoice) => {
    const fill = { shouldValidate: true, shouldDirty: true } as const;
    setValue('invoice_number', scan.invoiceNumber, fill);
    setValue('invoice_date', scan.invoiceDate, fill);
    // none to fill in: emptied, not validated yet (the hint says why it is empty)
    if (scan.randomNumber === null) setValue('random_code', '', { shouldDirty: true });
    else setValue('random_code', scan.randomNumber, fill);
    setValue('invoice_amount', String(scan.totalAmount), fill);
    if (scan.buyerId && scan.buyerId !== '00000000') setValue('tax_id', scan.buyerId, fill);
    setValue('scan_invoice_number', scan.invoiceNumber);
    setValue('scan_invoice_date', scan.invoiceDate);
    setValue('scan_random_code', scan.randomNumber ?? '');
    setValue('scan_invoice_amount', String(scan.totalAmount));
  };

  return (
    <>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.purchaseLegend}</legend>
        <SelectField
          label={T.labels.channel_id}
          {...register('channel_id')}
          error={errors.channel_id?.message}
          required
          placeholder
          options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <TextField
          label={T.labels.sale_person}
          {...register('sale_person')}
          error={errors.sale_person?.message}
          hint={T.hints.sale_person}
          autoComplete="off"
        />
      </fieldset>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.invoiceLegend}</legend>
        <InvoiceQrReader onRead={(read) => onScan(read.result)} />
        <TextField
          label={T.labels.invoice_number}
          {...register('invoice_number')}
          error={errors.invoice_number?.message}
          hint={T.hints.invoice_number}
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={12}
        />
        <TextField
          label={T.labels.invoice_date}
          {...register('invoice_date')}
          error={errors.invoice_date?.message}
          required
          type="date"
        />
        <TextField
          label={T.labels.invoice_amount}
          {...register('invoice_amount')}
          error={errors.invoice_amount?.message}
          hint={T.hints.invoice_amount}
          required
          inputMode="numeric"
        />
        <TextField
          label={T.labels.random_code}
          {...register('random_code')}
          error={errors.random_code?.message}
          hint={scannedWithoutRandom ? T.hints.noRandomCode : T.hints.random_code}
          required={!companyInvoice}
          inputMode="numeric"
          maxLength={4}
        />
        <TextField
          label={T.labels.tax_id}
          {...register('tax_id')}
          error={errors.tax_id?.message}
          hint={T.hints.tax_id}
          inputMode="numeric"
          maxLength={8}
        />
        <TextField
          label={T.labels.invoice_products}
          {...register('invoice_products')}
          error={errors.invoice_products?.message}
          required
          maxLength={200}
        />
      </fieldset>
    </>
  );
}

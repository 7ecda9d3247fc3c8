import type { z } from 'zod';
import { parseInvoiceQr } from '../../../schemas/invoice-qr';
import { INPUT_METHOD_LABELS, WarrantyPurchaseStep as WarrantyPurchaseSchema } from '../../../schemas/warranty.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { fieldId } from '../../components/form/field-id';
import { InvoiceQrReader } from '../../components/form/invoice-qr-reader';
import { SelectField, TextField } from '../../components/form/text-field';
import { productName } from '../service-flow/product-select';
import { PurchaseInvoiceFields } from '../service-flow/purchase-invoice-fields';
import type { WarrantyOptions, WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

type PurchaseInput = z.input<typeof WarrantyPurchaseSchema>;
const ORDER = [
  'channel_id',
  'order_number',
  'invoice_qr',
  'invoice_number',
  'invoice_date',
  'invoice_random',
  'invoice_amount',
];
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Step 2: where it was bought, and the invoice: typed, or read from the e-invoice's QR code with
 * the camera or from a photo (the read fills in number, date, random code and amount). Opened from
 * a product's own link, it names that product and is the form's first page (no way back).
 */
export function WarrantyPurchaseStep({ context, options }: WarrantyStepProps) {
  const kept = context.data.purchase;
  const defaultValues: PurchaseInput = {
    channel_id: text(kept?.channel_id),
    order_number: kept?.order_number ?? '',
    input_method: kept?.input_method ?? 'manual',
    invoice_number: kept?.invoice_number ?? '',
    invoice_date: kept?.invoice_date ?? '',
    scan_invoice_date: kept?.scan_invoice_date ?? '',
    invoice_random: kept?.invoice_random ?? '',
    invoice_qr: kept?.invoice_qr ?? '',
    invoice_amount: text(kept?.invoice_amount),
  };
  const { entry, product } = context.data;
  const direct = entry?.direct === true && product !== undefined;
  return (
    <StepForm schema={WarrantyPurchaseSchema} defaultValues={defaultValues} order={ORDER} first={direct || undefined}>
      {(form) => (
        <>
          {direct && (
            <p className="flow-form__note">
              {T.directProduct}：{productName(options.products, product.brand_id, product.model_id, product.model_name)}
              {product.serial ? `（${product.serial}）` : ''}
            </p>
          )}
          <PurchaseFields form={form} options={options} />
        </>
      )}
    </StepForm>
  );
}

function PurchaseFields({
  form,
  options,
}: {
  form: StepFormApi<typeof WarrantyPurchaseSchema>;
  options: WarrantyOptions;
}) {
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;
  const method = watch('input_method');
  const qr = watch('invoice_qr');
  const read = typeof qr === 'string' && qr !== '' ? parseInvoiceQr(qr) : null;
  const qrWithoutRandom = read?.ok === true && read.value.randomNumber === null;
  const fill = { shouldValidate: true, shouldDirty: true } as const;
  // the member typed over what the code said: the invoice is a typed one now
  const typedByHand = () => {
    if (form.getValues('input_method') === 'manual') return;
    setValue('input_method', 'manual');
    setValue('invoice_qr', '');
    setValue('scan_invoice_date', '');
  };
  return (
    <>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.purchaseLegend}</legend>
        <div className="flow-form__row">
          <SelectField
            label={T.labels.channel_id}
            {...register('channel_id')}
            error={errors.channel_id?.message}
            required
            placeholder
            options={options.channels.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <TextField label={T.labels.order_number} {...register('order_number')} error={errors.order_number?.message} />
        </div>
      </fieldset>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.invoiceLegend}</legend>
        <p className="flow-form__note">{T.invoiceLead}</p>
        <InvoiceQrReader
          onRead={({ result, left, source }) => {
            setValue('input_method', source, fill);
            setValue('invoice_qr', left, fill);
            setValue('invoice_number', result.invoiceNumber, fill);
            setValue('invoice_date', result.invoiceDate, fill);
            setValue('scan_invoice_date', result.invoiceDate, fill);
            // a company's (B2B) invoice has none: the field is left empty, and says why
            setValue('invoice_random', result.randomNumber ?? '', fill);
            setValue('invoice_amount', String(result.totalAmount), fill);
          }}
        />
        {method !== 'manual' && (
          <p className="flow-form__note">{T.readFrom(INPUT_METHOD_LABELS[method ?? 'manual'])}</p>
        )}
        {errors.invoice_qr?.message && (
          <p className="form-field__error" id={fieldId('invoice_qr')} tabIndex={-1}>
            {errors.invoice_qr.message}
          </p>
        )}
        <PurchaseInvoiceFields
          required
          number={{
            label: T.labels.invoice_number,
            error: errors.invoice_number?.message,
            ...register('invoice_number', { onChange: typedByHand }),
          }}
          date={{
            label: T.labels.invoice_date,
            error: errors.invoice_date?.message,
            ...register('invoice_date', { onChange: typedByHand }),
          }}
        />
        <div className="flow-form__row">
          <TextField
            label={T.labels.invoice_random}
            {...register('invoice_random')}
            error={errors.invoice_random?.message}
            hint={qrWithoutRandom ? T.noRandomCode : undefined}
            inputMode="numeric"
          />
          <TextField
            label={T.labels.invoice_amount}
            {...register('invoice_amount')}
            error={errors.invoice_amount?.message}
            inputMode="numeric"
          />
        </div>
      </fieldset>
    </>
  );
}

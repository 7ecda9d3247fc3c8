import { TextField, type TextFieldProps } from '../../components/form/text-field';
import { SERVICE_FLOW_TEXT as T } from './service-flow-text';

/**
 * The invoice a product was bought with, as a repair (proof of the warranty) and a warranty
 * registration ask for it: its number (two letters, eight digits) and its date, side by side.
 * Each field is the step's own (`{...register(name)}`, its label and error).
 */
export function PurchaseInvoiceFields({
  number,
  date,
  required,
}: {
  number: TextFieldProps;
  date: TextFieldProps;
  required?: boolean;
}) {
  return (
    <div className="flow-form__row">
      <TextField {...number} required={required} hint={T.invoiceNumberHint} autoCapitalize="characters" />
      <TextField {...date} type="date" required={required} />
    </div>
  );
}

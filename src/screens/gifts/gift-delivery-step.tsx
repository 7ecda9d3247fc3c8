import { useController } from 'react-hook-form';
import {
  type GiftDelivery,
  type GiftDeliveryInput,
  GiftDeliveryStep as GiftDeliverySchema,
} from '../../../schemas/gift-apply.schema';
import { AddressField } from '../../components/form/address-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { FieldNotes, RequiredMark } from '../../components/form/field-frame';
import { describedBy, errorId, fieldId } from '../../components/form/field-id';
import { MobileField, TextField } from '../../components/form/text-field';
import { useAddressField } from '../../components/form/use-address-field';
import { useStepForm } from '../../components/form/use-step-form';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';
import type { GiftStepProps } from './gift-step.types';

const FIELD_ORDER = [
  'items',
  'receive_name',
  'receive_phone',
  'receive_city',
  'receive_town',
  'receive_zip_code',
  'receive_address',
  'gift_text',
];

function formValues(kept: GiftDelivery): GiftDeliveryInput {
  return { ...kept, gift_text: kept.gift_text ?? '' };
}

/** Step 3: the gift (with how many are left) and where it is sent (city → town → zip). */
export function GiftDeliveryStep({ actor, context, event, cities, member }: GiftStepProps) {
  const profile = member.status === 'member' ? member.profile : null;
  const defaultValues: GiftDeliveryInput = context.data.delivery
    ? formValues(context.data.delivery)
    : {
        items: [],
        receive_name: profile?.name ?? '',
        receive_phone: profile?.mobile ?? '',
        receive_city: profile?.city ?? '',
        receive_town: profile?.town ?? '',
        receive_zip_code: profile?.zip_code ?? '',
        receive_address: profile?.address ?? '',
        gift_text: '',
      };
  const { form, summary } = useStepForm(GiftDeliverySchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: FIELD_ORDER,
  });
  const { register, formState, handleSubmit, control } = form;
  const errors = formState.errors;
  const items = useController({ control, name: 'items' });
  const address = useAddressField(control, 'receive_');
  const chosen = (items.field.value as unknown[] | undefined)?.[0];
  const itemsError =
    errors.items?.message ?? (errors.items as { root?: { message?: string } } | undefined)?.root?.message;
  const onSubmit = handleSubmit((data) => actor.send({ type: 'step.submit', data }));

  return (
    <form className="flow-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} />
      <fieldset
        className={`form-field form-field--group ${itemsError ? 'form-field--error' : ''}`.trim()}
        aria-describedby={describedBy(itemsError && errorId('items'))}
        aria-invalid={itemsError ? true : undefined}
      >
        <legend className="form-field__label">
          {T.giftLegend}
          <RequiredMark />
        </legend>
        <div className="form-field__choices gift-choice">
          {event.gifts.map((gift, i) => {
            const id = i === 0 ? fieldId('items') : `${fieldId('items')}-${i}`;
            return (
              <div className="form-field__choice" key={gift.id}>
                <input
                  type="radio"
                  id={id}
                  name="items"
                  value={gift.id}
                  checked={Number(chosen) === gift.id}
                  disabled={gift.stock <= 0}
                  ref={i === 0 ? items.field.ref : undefined}
                  onChange={() => items.field.onChange([gift.id])}
                  onBlur={items.field.onBlur}
                />
                <label htmlFor={id}>
                  {gift.name}（{T.left(gift.stock)}）
                </label>
              </div>
            );
          })}
        </div>
        <FieldNotes name="items" error={itemsError} />
      </fieldset>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.deliveryLegend}</legend>
        <TextField
          label={T.labels.receive_name}
          {...register('receive_name')}
          error={errors.receive_name?.message}
          required
          autoComplete="name"
        />
        <MobileField
          label={T.labels.receive_phone}
          {...register('receive_phone')}
          error={errors.receive_phone?.message}
          required
        />
        <AddressField {...address} cities={cities} required />
        <TextField
          label={T.labels.receive_address}
          {...register('receive_address')}
          error={errors.receive_address?.message}
          required
          autoComplete="street-address"
        />
        <TextField label={T.labels.gift_text} {...register('gift_text')} error={errors.gift_text?.message} />
      </fieldset>
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
          {T.back}
        </button>
        <button type="submit" className="button button--primary">
          {T.next}
        </button>
      </div>
    </form>
  );
}

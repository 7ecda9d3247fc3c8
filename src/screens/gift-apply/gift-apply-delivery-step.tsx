import { useController } from 'react-hook-form';
import {
  type GiftDelivery,
  type GiftDeliveryInput,
  GiftDeliveryStep as GiftDeliverySchema,
} from '../../../schemas/gift-apply.schema';
import type { GiftEvent } from '../../../schemas/gift-event.schema';
import type { City } from '../../../schemas/option.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { AddressField } from '../../components/form/address-field';
import { RadioGroup } from '../../components/form/radio-group-field';
import { MobileField, TextField } from '../../components/form/text-field';
import { useAddressField } from '../../components/form/use-address-field';
import type { GiftApplyStepProps } from './gift-apply-step.types';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';

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
export function GiftApplyDeliveryStep({ context, event, cities, member }: GiftApplyStepProps) {
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
  return (
    <StepForm schema={GiftDeliverySchema} defaultValues={defaultValues} order={FIELD_ORDER}>
      {(form) => <DeliveryFields form={form} gifts={event.gifts} cities={cities} />}
    </StepForm>
  );
}

type DeliveryForm = StepFormApi<typeof GiftDeliverySchema>;

/**
 * The gift, one of the event's: a radio group. SPEC §3 sends it as `items[]` (one id), so the
 * form holds that array and the group shows and sets its one id, a number, as the schema wants.
 */
function GiftChoice({ form, gifts }: { form: DeliveryForm; gifts: GiftEvent['gifts'] }) {
  const { field, fieldState } = useController({ control: form.control, name: 'items' });
  const error = fieldState.error as { message?: string; root?: { message?: string } } | undefined;
  return (
    <RadioGroup<number>
      name="items"
      label={T.giftLegend}
      required
      layout="stacked"
      options={gifts.map((gift) => ({
        value: gift.id,
        label: `${gift.name}（${T.left(gift.stock)}）`,
        disabled: gift.stock <= 0,
      }))}
      value={(field.value as number[] | undefined)?.[0]}
      onChange={(id) => field.onChange([id])}
      onBlur={field.onBlur}
      error={error?.message ?? error?.root?.message}
      ref={field.ref}
    />
  );
}

function DeliveryFields({ form, gifts, cities }: { form: DeliveryForm; gifts: GiftEvent['gifts']; cities: City[] }) {
  const { register, formState, control } = form;
  const errors = formState.errors;
  const address = useAddressField(control, 'receive_');
  return (
    <>
      <GiftChoice form={form} gifts={gifts} />
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
    </>
  );
}

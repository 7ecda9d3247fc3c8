import type { z } from 'zod';
import { RepairAddressesStep as RepairAddressesSchema } from '../../../schemas/repair.schema';
import { SEX_LABELS, SEXES } from '../../../schemas/service-fields.schema';
import { AddressField } from '../../components/form/address-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { MobileField, SelectField, TextField } from '../../components/form/text-field';
import { useAddressField } from '../../components/form/use-address-field';
import { useStepForm } from '../../components/form/use-step-form';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type AddressesInput = z.input<typeof RepairAddressesSchema>;
const SIDES = ['send', 'receive'] as const;
const PARTS = ['name', 'sex', 'phone', 'city', 'town', 'zip_code', 'address', 'memo'] as const;
const ORDER = SIDES.flatMap((side) => PARTS.map((part) => `${side}_${part}`));

/** Step 2: who sends the product, and where it goes back (city → town → zip code). */
export function RepairAddressesStep({ actor, context, options, member }: RepairStepProps) {
  const profile = member.status === 'member' ? member.profile : null;
  const kept = context.data.addresses;
  const person = {
    name: profile?.name ?? '',
    sex: profile?.gender ?? 'other',
    phone: profile?.mobile ?? '',
    city: profile?.city ?? '',
    town: profile?.town ?? '',
    zip_code: profile?.zip_code ?? '',
    address: profile?.address ?? '',
  };
  const defaultValues: AddressesInput = kept
    ? { ...kept, receive_memo: kept.receive_memo ?? '' }
    : ({
        ...Object.fromEntries(SIDES.flatMap((side) => Object.entries(person).map(([k, v]) => [`${side}_${k}`, v]))),
        send_memo: '',
        receive_memo: '',
      } as AddressesInput);
  const { form, summary } = useStepForm(RepairAddressesSchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: ORDER,
  });
  const { register, formState, handleSubmit, control, getValues, setValue } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const sendAddress = useAddressField(control, 'send_');
  const receiveAddress = useAddressField(control, 'receive_');
  const copySender = () => {
    for (const part of PARTS.slice(0, 7)) {
      setValue(`receive_${part}` as 'receive_name', getValues(`send_${part}` as 'send_name'), {
        shouldValidate: formState.isSubmitted,
      });
    }
  };
  const side = (prefix: 'send' | 'receive', legend: string, address: typeof sendAddress) => (
    <fieldset className="flow-form__group">
      <legend className="flow-form__legend">{legend}</legend>
      {prefix === 'receive' && (
        <button type="button" className="button button--ghost" onClick={copySender}>
          {T.sameAsSender}
        </button>
      )}
      <div className="flow-form__row">
        <TextField
          label={T.labels.name}
          {...register(`${prefix}_name`)}
          error={errors[`${prefix}_name`]?.message}
          required
          autoComplete="name"
        />
        <SelectField
          label={T.labels.sex}
          {...register(`${prefix}_sex`)}
          error={errors[`${prefix}_sex`]?.message}
          required
          options={SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] }))}
        />
      </div>
      <MobileField
        label={T.labels.phone}
        {...register(`${prefix}_phone`)}
        error={errors[`${prefix}_phone`]?.message}
        required
      />
      <AddressField {...address} cities={options.cities} required />
      <TextField
        label={T.labels.address}
        {...register(`${prefix}_address`)}
        error={errors[`${prefix}_address`]?.message}
        required
        autoComplete="street-address"
      />
      <TextField
        label={T.labels.memo}
        {...register(`${prefix}_memo`)}
        error={errors[`${prefix}_memo`]?.message}
        hint={prefix === 'send' ? '未填寫時為「無」' : undefined}
      />
    </fieldset>
  );
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      {profile && <p className="flow-form__note">{SERVICE_FLOW_TEXT.memberFilled}</p>}
      {side('send', T.senderLegend, sendAddress)}
      {side('receive', T.receiverLegend, receiveAddress)}
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
          {SERVICE_FLOW_TEXT.back}
        </button>
        <button type="submit" className="button button--primary">
          {SERVICE_FLOW_TEXT.next}
        </button>
      </div>
    </form>
  );
}

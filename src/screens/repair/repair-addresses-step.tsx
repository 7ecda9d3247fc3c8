import type { z } from 'zod';
import { RepairAddressesStep as RepairAddressesSchema } from '../../../schemas/repair.schema';
import { SEX_LABELS, SEXES } from '../../../schemas/service-fields.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { AddressField } from '../../components/form/address-field';
import { MobileField, SelectField, TextField } from '../../components/form/text-field';
import { useAddressField } from '../../components/form/use-address-field';
import { memberPerson } from '../service-flow/member-person';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairOptions, RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type AddressesInput = z.input<typeof RepairAddressesSchema>;
type AddressesForm = StepFormApi<typeof RepairAddressesSchema>;
type Side = 'send' | 'receive';
const SIDES = ['send', 'receive'] as const;
const PARTS = ['name', 'sex', 'phone', 'city', 'town', 'zip_code', 'address', 'memo'] as const;
const ORDER = SIDES.flatMap((side) => PARTS.map((part) => `${side}_${part}`));

/** Step 2: who sends the product, and where it goes back (city → town → zip code). */
export function RepairAddressesStep({ context, options, member }: RepairStepProps) {
  const profile = member.status === 'member' ? member.profile : null;
  const kept = context.data.addresses;
  const person = memberPerson(member);
  const defaultValues: AddressesInput = kept
    ? { ...kept, receive_memo: kept.receive_memo ?? '' }
    : ({
        ...Object.fromEntries(SIDES.flatMap((side) => Object.entries(person).map(([k, v]) => [`${side}_${k}`, v]))),
        send_memo: '',
        receive_memo: '',
      } as AddressesInput);
  return (
    <StepForm schema={RepairAddressesSchema} defaultValues={defaultValues} order={ORDER}>
      {(form) => (
        <>
          {profile && <p className="flow-form__note">{SERVICE_FLOW_TEXT.memberFilled}</p>}
          <PartyFields form={form} side="send" options={options} />
          <PartyFields form={form} side="receive" options={options} />
        </>
      )}
    </StepForm>
  );
}

/** One side's person and place; the receiver's can copy the sender's. */
function PartyFields({ form, side, options }: { form: AddressesForm; side: Side; options: RepairOptions }) {
  const { register, formState, control, getValues, setValue } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const address = useAddressField(control, `${side}_`);
  const field = (part: (typeof PARTS)[number]) => `${side}_${part}` as const;
  const copySender = () => {
    for (const part of PARTS.slice(0, 7)) {
      setValue(`receive_${part}` as 'receive_name', getValues(`send_${part}` as 'send_name'), {
        shouldValidate: formState.isSubmitted,
      });
    }
  };
  return (
    <fieldset className="flow-form__group">
      <legend className="flow-form__legend">{side === 'send' ? T.senderLegend : T.receiverLegend}</legend>
      {side === 'receive' && (
        <button type="button" className="button button--ghost" onClick={copySender}>
          {T.sameAsSender}
        </button>
      )}
      <div className="flow-form__row">
        <TextField
          label={T.labels.name}
          {...register(field('name'))}
          error={errors[field('name')]?.message}
          required
          autoComplete="name"
        />
        <SelectField
          label={T.labels.sex}
          {...register(field('sex'))}
          error={errors[field('sex')]?.message}
          required
          options={SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] }))}
        />
      </div>
      <MobileField
        label={T.labels.phone}
        {...register(field('phone'))}
        error={errors[field('phone')]?.message}
        required
      />
      <AddressField {...address} cities={options.cities} required />
      <TextField
        label={T.labels.address}
        {...register(field('address'))}
        error={errors[field('address')]?.message}
        required
        autoComplete="street-address"
      />
      <TextField
        label={T.labels.memo}
        {...register(field('memo'))}
        error={errors[field('memo')]?.message}
        hint={side === 'send' ? T.sendMemoHint : undefined}
      />
    </fieldset>
  );
}

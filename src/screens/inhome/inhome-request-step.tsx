import {
  INHOME_PERIOD_LABELS,
  INHOME_PERIODS,
  type InhomeRequestInput,
  InhomeRequestStep as InhomeRequestSchema,
} from '../../../schemas/inhome.schema';
import { SEX_LABELS, SEXES } from '../../../schemas/service-fields.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { AddressField } from '../../components/form/address-field';
import { MobileField, SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { useAddressField } from '../../components/form/use-address-field';
import { memberPerson } from '../service-flow/member-person';
import { ProductFields } from '../service-flow/product-fields';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { InhomeStepProps } from './inhome-step.types';
import { INHOME_TEXT as T } from './inhome-text';

const ORDER = [
  'brand_id',
  'model_id',
  'problem',
  'name',
  'sex',
  'phone',
  'city',
  'town',
  'zip_code',
  'address',
  'preferred_date',
  'preferred_period',
];

/** Step 1: the product, what it needs, where and when. */
export function InhomeRequestStep({ context, options, member }: InhomeStepProps) {
  const profile = member.status === 'member' ? member.profile : null;
  const kept = context.data.request;
  const defaultValues: InhomeRequestInput = kept ?? {
    brand_id: '',
    model_id: '',
    problem: '',
    ...memberPerson(member),
    preferred_date: '',
    preferred_period: 'morning',
  };
  return (
    <StepForm schema={InhomeRequestSchema} defaultValues={defaultValues} order={ORDER}>
      {(form) => <RequestFields form={form} options={options} memberFilled={profile !== null} />}
    </StepForm>
  );
}

function RequestFields({
  form,
  options,
  memberFilled,
}: {
  form: StepFormApi<typeof InhomeRequestSchema>;
  options: InhomeStepProps['options'];
  memberFilled: boolean;
}) {
  const { register, formState, control } = form;
  const errors = formState.errors;
  const address = useAddressField(control);
  return (
    <>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.productLegend}</legend>
        <ProductFields form={form} products={options.products} />
        <TextAreaField
          label={T.labels.problem}
          {...register('problem')}
          error={errors.problem?.message}
          required
          rows={4}
          maxLength={500}
        />
      </fieldset>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.placeLegend}</legend>
        {memberFilled && <p className="flow-form__note">{SERVICE_FLOW_TEXT.memberFilled}</p>}
        <div className="flow-form__row">
          <TextField
            label={T.labels.name}
            {...register('name')}
            error={errors.name?.message}
            required
            autoComplete="name"
          />
          <SelectField
            label={T.labels.sex}
            {...register('sex')}
            error={errors.sex?.message}
            required
            options={SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] }))}
          />
        </div>
        <MobileField label={T.labels.phone} {...register('phone')} error={errors.phone?.message} required />
        <AddressField {...address} cities={options.cities} required />
        <TextField
          label={T.labels.address}
          {...register('address')}
          error={errors.address?.message}
          required
          autoComplete="street-address"
        />
      </fieldset>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.timeLegend}</legend>
        <div className="flow-form__row">
          <TextField
            label={T.labels.preferred_date}
            type="date"
            {...register('preferred_date')}
            error={errors.preferred_date?.message}
            hint={T.dateHint}
            required
          />
          <SelectField
            label={T.labels.preferred_period}
            {...register('preferred_period')}
            error={errors.preferred_period?.message}
            required
            options={INHOME_PERIODS.map((p) => ({ value: p, label: INHOME_PERIOD_LABELS[p] }))}
          />
        </div>
      </fieldset>
    </>
  );
}

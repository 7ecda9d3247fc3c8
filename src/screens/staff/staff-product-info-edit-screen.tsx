import { useQueryClient } from '@tanstack/react-query';
import {
  ProductInfoUpdateSchema,
  type StaffProductInfo,
  StaffProductInfoSchema,
} from '../../../schemas/staff-catalogue.schema';
import { saveProductInfo } from '../../api/staff-catalogue.mutations';
import { staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextAreaField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { CATALOGUE_TEXT as C } from './staff-catalogue-text';
import { StaffEditHead } from './staff-edit-head';
import { StaffFormFooter } from './staff-form-footer';
import { StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';

const T = C.infos;
const FormSchema = ProductInfoUpdateSchema.omit({ version: true });
const ORDER = ['is_enable_warranty', 'is_verify_model', 'is_verify_code', 'is_show_notes', 'notes'] as const;
const yesNo = (v: boolean) => (v ? C.yes : C.no);

const valuesOf = (i: StaffProductInfo) => ({
  is_enable_warranty: i.is_enable_warranty,
  is_verify_model: i.is_verify_model,
  is_verify_code: i.is_verify_code,
  is_show_notes: i.is_show_notes,
  notes: i.notes,
});

/** /staff/product-infos/{brandId} (editor): one brand's rules for the service forms. */
export function StaffProductInfoEditScreen() {
  return (
    <StaffRecordScreen route="staff-product-info" param="brandId" one={staffCatalogueQueries.info}>
      {(info) => <InfoForm info={info} />}
    </StaffRecordScreen>
  );
}

function InfoForm({ info }: { info: StaffProductInfo }) {
  const queryClient = useQueryClient();
  const edit = useVersionedEdit(info, StaffProductInfoSchema);
  const { form, summary } = useStepForm(FormSchema, {
    defaultValues: valuesOf(info),
    serverErrors: edit.serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const draft = useVersionedDraft(edit, 'product-info', form);
  const brand = edit.stored?.brand_name ?? info.brand_name;

  const onSubmit = handleSubmit(async (input) => {
    const saved = await edit.save((version) => saveProductInfo(info.id, { ...input, version }));
    if (!saved) return;
    reset(valuesOf(saved));
    queryClient.setQueryData(staffCatalogueQueries.info(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...staffCatalogueQueries.infos(), 'list'] });
  });

  const mine = form.getValues();
  return (
    <div className="staff-article">
      <StaffEditHead
        id="product-info"
        lead={T.editLead}
        edit={edit}
        draft={draft}
        conflictText={T.conflict}
        conflictRows={(theirs) => [
          [T.fields.isEnableWarranty, yesNo(Boolean(mine.is_enable_warranty)), yesNo(theirs.is_enable_warranty)],
          [T.fields.isVerifyModel, yesNo(Boolean(mine.is_verify_model)), yesNo(theirs.is_verify_model)],
          [T.fields.isVerifyCode, yesNo(Boolean(mine.is_verify_code)), yesNo(theirs.is_verify_code)],
          [T.fields.isShowNotes, yesNo(Boolean(mine.is_show_notes)), yesNo(theirs.is_show_notes)],
          [T.fields.notes, mine.notes ?? '', theirs.notes],
        ]}
        onTakeTheirs={(theirs) => reset(valuesOf(theirs))}
      />
      <form className="staff-article__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <p>
          {T.fields.brand}：<strong>{brand}</strong>
        </p>
        <CheckboxField control={control} name="is_enable_warranty" label={T.fields.isEnableWarranty} />
        <CheckboxField control={control} name="is_verify_model" label={T.fields.isVerifyModel} />
        <CheckboxField control={control} name="is_verify_code" label={T.fields.isVerifyCode} />
        <CheckboxField control={control} name="is_show_notes" label={T.fields.isShowNotes} />
        <TextAreaField
          label={T.fields.notes}
          {...register('notes')}
          hint={T.fields.notesHint}
          rows={4}
          error={errors.notes?.message}
        />
        <StaffFormFooter
          edit={edit}
          pending={isSubmitting}
          text={C}
          back={{ to: '/staff/product-infos', label: T.backToList }}
        />
      </form>
    </div>
  );
}

import { useController } from 'react-hook-form';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../../schemas/media.schema';
import { MAX_WARRANTY_MEDIAS, WarrantyPhotosStep as WarrantyPhotosSchema } from '../../../schemas/warranty.schema';
import { uploadMediaOfKind } from '../../api/media.mutations';
import { ErrorSummary } from '../../components/form/error-summary';
import { UploadField } from '../../components/form/upload-field';
import { useStepForm } from '../../components/form/use-step-form';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

const upload = uploadMediaOfKind('warranty');

/** Step 3: photos of the product and the receipt, each sent as it is picked, with its progress. */
export function WarrantyPhotosStep({ actor, context }: WarrantyStepProps) {
  const { form, summary } = useStepForm(WarrantyPhotosSchema, {
    defaultValues: { medias: context.data.photos?.medias ?? [] },
    serverErrors: context.fieldErrors,
    order: ['medias'],
  });
  const { field, fieldState } = useController({ control: form.control, name: 'medias' });
  return (
    <form
      className="flow-form"
      noValidate
      onSubmit={form.handleSubmit((data) => actor.send({ type: 'step.submit', data }))}
    >
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.titles.photos}</legend>
        <UploadField
          label={T.labels.medias}
          name="medias"
          accept={MEDIA_ACCEPT}
          multiple
          maxFiles={MAX_WARRANTY_MEDIAS}
          maxBytes={MEDIA_MAX_BYTES}
          value={field.value ?? []}
          onChange={(next) => field.onChange(next)}
          upload={upload}
          error={fieldState.error?.message}
          hint={T.photosHint}
          required
        />
      </fieldset>
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

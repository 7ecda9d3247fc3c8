import { useController } from 'react-hook-form';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../../schemas/media.schema';
import { MAX_WARRANTY_MEDIAS, WarrantyPhotosStep as WarrantyPhotosSchema } from '../../../schemas/warranty.schema';
import { uploadMediaOfKind } from '../../api/media.mutations';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { UploadField } from '../../components/form/upload-field';
import type { WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

const upload = uploadMediaOfKind('warranty');

/** Step 3: photos of the product and the receipt, each sent as it is picked, with its progress. */
export function WarrantyPhotosStep({ context }: WarrantyStepProps) {
  return (
    <StepForm
      schema={WarrantyPhotosSchema}
      defaultValues={{ medias: context.data.photos?.medias ?? [] }}
      order={['medias']}
    >
      {(form) => <PhotosField form={form} />}
    </StepForm>
  );
}

function PhotosField({ form }: { form: StepFormApi<typeof WarrantyPhotosSchema> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'medias' });
  return (
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
  );
}

import { useController } from 'react-hook-form';
import { GIFT_MEDIA_MAX, GiftPhotosStep as GiftPhotosSchema } from '../../../schemas/gift-apply.schema';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../../schemas/media.schema';
import { uploadMediaOfKind } from '../../api/media.mutations';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { UploadField } from '../../components/form/upload-field';
import type { GiftApplyStepProps } from './gift-apply-step.types';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';

/** Photos go up before the claim exists; the claim links them when it is saved. */
const uploadGiftPhoto = uploadMediaOfKind('gift');

/** Step 2: photos of the invoice and the product, each uploaded as soon as it is picked (with its progress). */
export function GiftApplyPhotosStep({ context }: GiftApplyStepProps) {
  return (
    <StepForm
      schema={GiftPhotosSchema}
      defaultValues={{ medias: context.data.photos?.medias ?? [] }}
      order={['medias']}
    >
      {(form) => <PhotosField form={form} />}
    </StepForm>
  );
}

function PhotosField({ form }: { form: StepFormApi<typeof GiftPhotosSchema> }) {
  const medias = useController({ control: form.control, name: 'medias' });
  return (
    <UploadField
      label={T.labels.medias}
      name="medias"
      accept={MEDIA_ACCEPT}
      multiple
      maxFiles={GIFT_MEDIA_MAX}
      maxBytes={MEDIA_MAX_BYTES}
      value={medias.field.value ?? []}
      onChange={(next) => medias.field.onChange(next)}
      upload={uploadGiftPhoto}
      error={medias.fieldState.error?.message}
      hint={T.hints.medias}
      required
    />
  );
}

import { useController } from 'react-hook-form';
import { GIFT_MEDIA_MAX, GiftPhotosStep as GiftPhotosSchema } from '../../../schemas/gift-apply.schema';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../../schemas/media.schema';
import { uploadMediaOfKind } from '../../api/media.mutations';
import { ErrorSummary } from '../../components/form/error-summary';
import { UploadField } from '../../components/form/upload-field';
import { useStepForm } from '../../components/form/use-step-form';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';
import type { GiftStepProps } from './gift-step.types';

/** Photos go up before the claim exists; the claim links them when it is saved. */
const uploadGiftPhoto = uploadMediaOfKind('gift');

/** Step 2: photos of the invoice and the product, each uploaded as soon as it is picked (with its progress). */
export function GiftPhotosStep({ actor, context }: GiftStepProps) {
  const { form, summary } = useStepForm(GiftPhotosSchema, {
    defaultValues: { medias: context.data.photos?.medias ?? [] },
    serverErrors: context.fieldErrors,
    order: ['medias'],
  });
  const medias = useController({ control: form.control, name: 'medias' });
  const onSubmit = form.handleSubmit((data) => actor.send({ type: 'step.submit', data }));
  return (
    <form className="flow-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} />
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

import { useController } from 'react-hook-form';
import { GIFT_MEDIA_MAX, GiftPhotosStep as GiftPhotosSchema } from '../../../schemas/gift-apply.schema';
import { uploadGiftMedia } from '../../api/gift-claims.mutations';
import { ErrorSummary } from '../../components/form/error-summary';
import { UploadField } from '../../components/form/upload-field';
import { useStepForm } from '../../components/form/use-step-form';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';
import type { GiftStepProps } from './gift-step.types';

/** A phone photo is a few MB; the server takes up to this. */
export const GIFT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** Step 2: photos of the invoice and the product, each uploaded as soon as it is picked (with its progress). */
export function GiftPhotosStep({ actor, context, event }: GiftStepProps) {
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
        accept="image/jpeg,image/png,image/webp,image/heic"
        multiple
        maxFiles={GIFT_MEDIA_MAX}
        maxBytes={GIFT_MEDIA_MAX_BYTES}
        value={medias.field.value ?? []}
        onChange={(next) => medias.field.onChange(next)}
        upload={(file, opts) => uploadGiftMedia(event.id, file, opts)}
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

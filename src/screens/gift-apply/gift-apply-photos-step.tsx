import { GIFT_MEDIA_MAX, GiftPhotosStep as GiftPhotosSchema } from '../../../schemas/gift-apply.schema';
import { PhotosStep } from '../flow/photos-step';
import type { GiftApplyStepProps } from './gift-apply-step.types';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';

/** Step 2: photos of the invoice and the product; they go up before the claim exists, which links them when saved. */
export function GiftApplyPhotosStep({ context }: GiftApplyStepProps) {
  return (
    <PhotosStep
      schema={GiftPhotosSchema}
      medias={context.data.photos?.medias}
      kind="gift"
      label={T.labels.medias}
      hint={T.hints.medias}
      maxFiles={GIFT_MEDIA_MAX}
    />
  );
}

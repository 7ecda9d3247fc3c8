import { MAX_WARRANTY_MEDIAS, WarrantyPhotosStep as WarrantyPhotosSchema } from '../../../schemas/warranty.schema';
import { PhotosStep } from '../flow/photos-step';
import type { WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

/** Step 3: photos of the product and the receipt, each sent as it is picked, with its progress. */
export function WarrantyPhotosStep({ context }: WarrantyStepProps) {
  return (
    <PhotosStep
      schema={WarrantyPhotosSchema}
      medias={context.data.photos?.medias}
      kind="warranty"
      label={T.labels.medias}
      hint={T.photosHint}
      maxFiles={MAX_WARRANTY_MEDIAS}
    />
  );
}

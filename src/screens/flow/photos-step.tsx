import { useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, type MediaKind, type UploadedMedia } from '../../../schemas/media.schema';
import { uploadMediaOfKind } from '../../api/media.mutations';
import { StepForm } from '../../components/flow/step-form';
import { UploadField } from '../../components/form/upload-field';

/** a step whose only field is the photos it uploads (a receipt and the product) */
type PhotosSchema = z.ZodObject<{ medias: z.ZodType<UploadedMedia[]> }>;

export interface PhotosStepProps {
  schema: PhotosSchema;
  /** what the draft holds of this step */
  medias: UploadedMedia[] | undefined;
  /** what the photos are for: each goes up as soon as it is picked, before the record exists */
  kind: MediaKind;
  label: string;
  hint: string;
  maxFiles: number;
}

/** A photos step of a flow (warranty, gift claim): each photo uploaded as it is picked, with its progress. */
export function PhotosStep({ schema, medias, kind, ...field }: PhotosStepProps) {
  return (
    <StepForm schema={schema} defaultValues={{ medias: medias ?? [] }} order={['medias']}>
      {(form) => (
        <PhotosField control={form.control as unknown as Control<{ medias: UploadedMedia[] }>} kind={kind} {...field} />
      )}
    </StepForm>
  );
}

function PhotosField({
  control,
  kind,
  label,
  hint,
  maxFiles,
}: Omit<PhotosStepProps, 'schema' | 'medias'> & { control: Control<{ medias: UploadedMedia[] }> }) {
  const { field, fieldState } = useController({ control, name: 'medias' });
  const upload = useMemo(() => uploadMediaOfKind(kind), [kind]);
  return (
    <UploadField
      label={label}
      name="medias"
      accept={MEDIA_ACCEPT}
      multiple
      maxFiles={maxFiles}
      maxBytes={MEDIA_MAX_BYTES}
      value={field.value ?? []}
      onChange={(next) => field.onChange(next)}
      upload={upload}
      error={fieldState.error?.message}
      hint={hint}
      required
    />
  );
}

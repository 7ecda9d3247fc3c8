import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/form/text-field';
import { ContentPictureField } from './content-picture-field';
import { HOME_TEXT as T } from './staff-home-text';

/** The fields of a form holding a picture with its alternative text and a link (a banner, a block). */
export type PictureAltLinkForm = UseFormReturn<{
  image_media_id?: number | null;
  image_alt?: string;
  link?: string;
}>;

/**
 * A banner's or a block's picture, its alternative text and its link. `settle` turns what the
 * picture field reports into what the save sends (undefined keeps the picture, null takes it away).
 */
export function PictureAltLinkFields({
  form,
  current,
  settle = (next) => next,
  required = false,
}: {
  form: PictureAltLinkForm;
  current: { link: string; width: number; height: number } | null;
  settle?: (next: number | null | undefined) => number | null | undefined;
  /** a banner is its picture: it needs one, and its text */
  required?: boolean;
}) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <Controller
        control={control}
        name="image_media_id"
        render={({ field, fieldState }) => (
          <ContentPictureField
            name="image_media_id"
            current={current}
            value={field.value as number | null | undefined}
            onChange={(next) => field.onChange(settle(next))}
            error={fieldState.error?.message}
            required={required}
          />
        )}
      />
      <TextField
        label={T.fields.alt}
        {...register('image_alt')}
        hint={T.fields.altHint}
        error={errors.image_alt?.message}
        required={required}
      />
      <TextField
        label={T.fields.link}
        {...register('link')}
        hint={T.fields.linkHint}
        error={errors.link?.message}
        autoComplete="off"
      />
    </>
  );
}

import { uploadContentPicture } from '../../api/staff-articles.mutations';
import { PictureField } from '../../components/staff/picture-field';

/**
 * An article's or a recipe's own picture (`image_media_id`): the stored one, and an upload of a
 * content picture to replace it. The form gives it a new key after each save, so the sent file
 * is not kept once the stored picture shows it.
 */
export function ContentImageField({
  text,
  current,
  error,
  onChange,
}: {
  text: { image: string; imageHint: string; currentImage: string; removeImage: string };
  current: { link: string; width: number; height: number } | null;
  error: string | undefined;
  onChange: (mediaId: number | null | undefined) => void;
}) {
  return (
    <PictureField
      name="image_media_id"
      label={text.image}
      hint={text.imageHint}
      error={error}
      current={current}
      currentLabel={text.currentImage}
      removeLabel={text.removeImage}
      upload={uploadContentPicture}
      onChange={onChange}
    />
  );
}

import { useState } from 'react';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, type UploadedMedia } from '../../../schemas/media.schema';
import { uploadContentPicture } from '../../api/staff-articles.mutations';
import { UploadField } from '../../components/form/upload-field';
import { HOME_TEXT as T } from './staff-home-text';

interface Picture {
  link: string;
  width: number;
  height: number;
}

/**
 * A banner's or a section's picture: the one it has (with a way to remove it when it may go) and
 * the upload field for a new one, a content picture of POST /api/staff/media. `value` is what the
 * save sends as `image_media_id`: undefined keeps the picture, null removes it, an id replaces it.
 */
export function ContentPictureField({
  name,
  label = T.fields.picture,
  current,
  value,
  onChange,
  error,
  required,
}: {
  name: string;
  label?: string;
  current: Picture | null;
  value: number | null | undefined;
  onChange: (next: number | null | undefined) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const [uploaded, setUploaded] = useState<UploadedMedia[]>([]);
  return (
    <div className="staff-picture">
      {current && value === undefined && uploaded.length === 0 && (
        <figure className="staff-picture__current">
          <img src={current.link} width={current.width} height={current.height} alt="" loading="lazy" />
          <figcaption>
            {T.fields.currentPicture}
            {!required && (
              <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
                {T.fields.removePicture}
              </button>
            )}
          </figcaption>
        </figure>
      )}
      {current && value === null && <p className="form-field__hint">{T.fields.pictureRemoved}</p>}
      <UploadField
        label={label}
        name={name}
        accept={MEDIA_ACCEPT}
        maxFiles={1}
        maxBytes={MEDIA_MAX_BYTES}
        value={uploaded}
        onChange={(next) => {
          setUploaded(next);
          onChange(next[0]?.id ?? (current ? undefined : null));
        }}
        upload={uploadContentPicture}
        hint={T.fields.pictureHint}
        error={error}
        required={required}
      />
    </div>
  );
}

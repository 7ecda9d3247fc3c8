import { useState } from 'react';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, type UploadedMedia } from '../../../schemas/media.schema';
import { UploadField, type UploadFn } from '../form/upload-field';

export interface PictureFieldProps {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** the picture stored now, if any (kept unless replaced or removed) */
  current: { link: string; width: number; height: number } | null;
  currentLabel: string;
  removeLabel: string;
  upload: UploadFn;
  /**
   * What the save sends: an upload's id (replace), null (remove the stored one), undefined
   * (leave it as it is): the API's `*_media_id` field.
   */
  onChange: (mediaId: number | null | undefined) => void;
}

/**
 * One content picture of a record (a recipe's photo, a brand's logo): the stored one shown with a
 * way to remove it, and the form kit's upload field (progress, cancel) for a new one.
 */
export function PictureField({
  name,
  label,
  hint,
  error,
  current,
  currentLabel,
  removeLabel,
  upload,
  onChange,
}: PictureFieldProps) {
  const [files, setFiles] = useState<UploadedMedia[]>([]);
  const [removed, setRemoved] = useState(false);
  const shown = current && !removed && files.length === 0 ? current : null;
  return (
    <div className="picture-field">
      {shown && (
        <figure className="picture-field__current">
          <img src={shown.link} width={shown.width} height={shown.height} alt={currentLabel} />
          <figcaption>
            {currentLabel}{' '}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setRemoved(true);
                onChange(null);
              }}
            >
              {removeLabel}
            </button>
          </figcaption>
        </figure>
      )}
      <UploadField
        label={label}
        name={name}
        accept={MEDIA_ACCEPT}
        maxBytes={MEDIA_MAX_BYTES}
        value={files}
        upload={upload}
        hint={hint}
        error={error}
        onChange={(next) => {
          setFiles(next);
          const [picked] = next;
          onChange(picked ? picked.id : removed || !current ? null : undefined);
        }}
      />
    </div>
  );
}

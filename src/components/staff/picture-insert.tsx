import { useEffect, useId, useRef, useState } from 'react';
import type { Media } from '../../../schemas/media.schema';
import { MEDIA_ACCEPT } from '../../../schemas/media.schema';
import { ApiRequestError } from '../../lib/api-request-error';
import { RICH_TEXT } from './rich-text-text';

/** Stores a picture through the media pipeline (POST /api/staff/media), with its progress. */
export type MediaUpload = (
  file: File,
  opts: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<Media>;

export interface InsertedPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
}

/** The message a refused upload carries (the server's, by its `files` field), else ours. */
function uploadProblem(err: unknown): string {
  if (err instanceof ApiRequestError) {
    const data = err.data as { message?: string; errors?: Record<string, string[]> } | null;
    return data?.errors?.files?.[0] ?? data?.message ?? RICH_TEXT.uploadFailed;
  }
  return RICH_TEXT.uploadFailed;
}

/**
 * Choosing a picture for a body: it is uploaded at once (progress shown), then its alt text
 * (required: a body's picture without one is refused by the server too) and caption are asked
 * before it goes in.
 */
export function PictureInsert({
  upload,
  onInsert,
  onCancel,
}: {
  upload: MediaUpload;
  onInsert: (picture: InsertedPicture) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [stored, setStored] = useState<Media | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [altMissing, setAltMissing] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setProblem(null);
    setStored(null);
    setProgress(0);
    try {
      setStored(await upload(file, { onProgress: setProgress, signal: c.signal }));
    } catch (err) {
      if (!c.signal.aborted) setProblem(uploadProblem(err));
    } finally {
      setProgress(null);
    }
  };

  const insert = () => {
    if (!stored) return;
    if (!alt.trim()) return setAltMissing(true);
    onInsert({ src: stored.url, alt: alt.trim(), width: stored.width, height: stored.height, caption: caption.trim() });
  };

  return (
    <fieldset className="rich-editor__panel">
      <legend className="rich-editor__panel-title">{RICH_TEXT.insert}</legend>
      <label className="form-field__label" htmlFor={`${id}-file`}>
        {RICH_TEXT.pictureFile}
      </label>
      <p className="form-field__hint" id={`${id}-file-hint`}>
        {RICH_TEXT.pictureHint}
      </p>
      {problem && (
        <p className="form-field__error" id={`${id}-file-error`}>
          {problem}
        </p>
      )}
      <input
        id={`${id}-file`}
        type="file"
        accept={MEDIA_ACCEPT}
        aria-describedby={`${id}-file-hint${problem ? ` ${id}-file-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {progress !== null && (
        <progress className="rich-editor__progress" value={progress} max={1} aria-label={RICH_TEXT.uploading}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      {stored && (
        <>
          <img className="rich-editor__preview" src={stored.url} alt="" width={stored.width} height={stored.height} />
          <label className="form-field__label" htmlFor={`${id}-alt`}>
            {RICH_TEXT.alt}
          </label>
          <p className="form-field__hint" id={`${id}-alt-hint`}>
            {RICH_TEXT.altHint}
          </p>
          {altMissing && (
            <p className="form-field__error" id={`${id}-alt-error`}>
              {RICH_TEXT.altMissing}
            </p>
          )}
          <input
            id={`${id}-alt`}
            className="input"
            value={alt}
            maxLength={200}
            aria-required="true"
            aria-invalid={altMissing ? true : undefined}
            aria-describedby={`${id}-alt-hint${altMissing ? ` ${id}-alt-error` : ''}`}
            onChange={(e) => {
              setAlt(e.target.value);
              setAltMissing(false);
            }}
          />
          <label className="form-field__label" htmlFor={`${id}-caption`}>
            {RICH_TEXT.caption}
          </label>
          <p className="form-field__hint" id={`${id}-caption-hint`}>
            {RICH_TEXT.captionHint}
          </p>
          <input
            id={`${id}-caption`}
            className="input"
            value={caption}
            maxLength={200}
            aria-describedby={`${id}-caption-hint`}
            onChange={(e) => setCaption(e.target.value)}
          />
        </>
      )}
      <div className="rich-editor__panel-actions">
        <button type="button" className="button button--primary" disabled={!stored} onClick={insert}>
          {RICH_TEXT.insert}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {RICH_TEXT.cancel}
        </button>
      </div>
    </fieldset>
  );
}

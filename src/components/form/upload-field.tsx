import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { UploadedMedia } from '../../../schemas/media.schema';
import { RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, hintId } from './field-id';
import { FORM_TEXT } from './form-text';
import './form.css';

export type UploadFn = (
  file: File,
  opts: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<UploadedMedia>;

export interface UploadFieldProps {
  label: string;
  name: string;
  /** the input's accept list: 'image/*', 'image/jpeg,image/png,.pdf' */
  accept: string;
  multiple?: boolean;
  maxFiles?: number;
  maxBytes?: number;
  value: readonly UploadedMedia[];
  onChange: (next: UploadedMedia[]) => void;
  /** the screen's upload (e.g. uploadFile of src/api/upload.ts and its answer parsed) */
  upload: UploadFn;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

interface InFlight {
  key: number;
  name: string;
  fraction: number;
  controller: AbortController;
}

const IMAGE = /\.(jpe?g|png|gif|webp|avif|heic)$/i;

/** Does `file` match an accept list ('image/*', 'application/pdf', '.pdf')? */
export function acceptsFile(accept: string, file: Pick<File, 'name' | 'type'>): boolean {
  const rules = accept
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * Files sent one by one as soon as they are picked, each with a progress bar and a way to cancel,
 * then shown (a thumbnail for images) with a way to remove. Files too big, of a refused type or
 * beyond the count are refused here, in the field, before any upload.
 */
export function UploadField({
  label,
  name,
  accept,
  multiple = false,
  maxFiles,
  maxBytes,
  value,
  onChange,
  upload,
  error,
  hint,
  required,
  disabled,
}: UploadFieldProps) {
  const T = FORM_TEXT.upload;
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  // uploads finish after other renders: they add to the value as it is then, not as it was
  const latest = useRef(value);
  latest.current = value;
  const nextKey = useRef(0);
  const flights = useRef<InFlight[]>([]);
  flights.current = inFlight;

  // leaving the form cancels what is still going out
  useEffect(
    () => () => {
      for (const f of flights.current) f.controller.abort();
    },
    [],
  );

  const limit = maxFiles ?? (multiple ? Number.POSITIVE_INFINITY : 1);
  const full = value.length + inFlight.length >= limit;

  const cancel = (key: number) => {
    flights.current.find((f) => f.key === key)?.controller.abort();
    setInFlight((all) => all.filter((f) => f.key !== key));
  };

  const start = (file: File) => {
    const flight: InFlight = {
      key: nextKey.current++,
      name: file.name,
      fraction: 0,
      controller: new AbortController(),
    };
    const patch = (change: Partial<InFlight> | null) =>
      setInFlight((all) =>
        change
          ? all.map((f) => (f.key === flight.key ? { ...f, ...change } : f))
          : all.filter((f) => f.key !== flight.key),
      );
    setInFlight((all) => [...all, flight]);
    upload(file, {
      signal: flight.controller.signal,
      onProgress: (fraction) => patch({ fraction: Math.min(1, Math.max(0, fraction)) }),
    }).then(
      (media) => {
        patch(null);
        if (flight.controller.signal.aborted) return;
        // two uploads can finish before the next render: each adds to what the last one left
        const next = [...latest.current, media];
        latest.current = next;
        onChange(next);
      },
      () => {
        patch(null);
        if (!flight.controller.signal.aborted) setRefusals((r) => [...r, T.failed(file.name)]);
      },
    );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // the same file may be picked again after a refusal
    event.target.value = '';
    const refused: string[] = [];
    let room = limit - value.length - inFlight.length;
    for (const file of files) {
      if (!acceptsFile(accept, file)) refused.push(T.wrongType(file.name));
      else if (maxBytes !== undefined && file.size > maxBytes) refused.push(T.tooBig(file.name, maxBytes));
      else if (room <= 0) {
        if (!refused.includes(T.tooMany(limit))) refused.push(T.tooMany(limit));
      } else {
        room -= 1;
        start(file);
      }
    }
    setRefusals(refused);
  };

  const refusalId = `${fieldId(name)}-refused`;
  const limits = T.limits(Number.isFinite(limit) ? limit : undefined, maxBytes);
  const hintText = [hint, limits].filter(Boolean).join('。');

  return (
    <div className={`form-field upload-field ${error ? 'form-field--error' : ''}`.trim()}>
      <label className="form-field__label" htmlFor={fieldId(name)}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        type="file"
        id={fieldId(name)}
        name={name}
        className="upload-field__input"
        accept={accept}
        multiple={multiple}
        disabled={disabled || full}
        aria-invalid={error || refusals.length > 0 ? true : undefined}
        aria-describedby={describedBy(
          hintText && hintId(name),
          refusals.length > 0 && refusalId,
          error && errorId(name),
        )}
        onChange={pick}
      />
      {hintText && (
        <p className="form-field__hint" id={hintId(name)}>
          {hintText}
        </p>
      )}
      {refusals.length > 0 && (
        <ul className="form-field__error upload-field__refusals" id={refusalId} role="alert">
          {refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-field__error" id={errorId(name)}>
          {error}
        </p>
      )}
      {(inFlight.length > 0 || value.length > 0) && (
        <ul className="upload-field__files">
          {inFlight.map((flight) => {
            const percent = Math.round(flight.fraction * 100);
            return (
              <li className="upload-field__file upload-field__file--uploading" key={`up-${flight.key}`}>
                <span className="upload-field__name">{flight.name}</span>
                <progress
                  className="upload-field__progress"
                  max={100}
                  value={percent}
                  aria-label={T.uploading(flight.name)}
                />
                <span className="upload-field__percent">{percent}%</span>
                <button type="button" className="upload-field__action" onClick={() => cancel(flight.key)}>
                  {T.cancel}
                  <span className="visually-hidden"> {flight.name}</span>
                </button>
              </li>
            );
          })}
          {value.map((media) => (
            <li className="upload-field__file" key={`done-${media.id}`}>
              {(IMAGE.test(media.name) || IMAGE.test(media.url)) && (
                // the name beside it says what it is: the picture itself is decoration
                <img className="upload-field__thumb" src={media.url} alt="" width={64} height={64} />
              )}
              <a className="upload-field__name" href={media.url} target="_blank" rel="noreferrer">
                {media.name}
              </a>
              <button
                type="button"
                className="upload-field__action"
                disabled={disabled}
                onClick={() => onChange(latest.current.filter((m) => m.id !== media.id))}
              >
                {T.remove}
                <span className="visually-hidden"> {media.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

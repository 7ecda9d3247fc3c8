import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { InvoiceQrResult } from '../../../schemas/invoice-qr';
import { decodeQrCodes, preloadQrDecoder, type QrRead } from '../../lib/qr-decoder';
import { photoPixels } from '../../lib/qr-frame';
import { invoiceFromQrReads } from '../../lib/qr-invoice-read';
import { useInvoiceQrCamera } from './invoice-qr-camera';
import { INVOICE_QR_TEXT as T } from './invoice-qr-text';
import './invoice-qr-reader.css';

/** What a read gives the form: SPEC §3's parse result and the codes' text as read. */
export interface InvoiceQrReaderRead {
  result: InvoiceQrResult;
  /** the left code's text (for the API's QR string field: the server parses it again) */
  left: string;
  right: string | null;
  source: 'camera' | 'photo';
}

export interface InvoiceQrReaderProps {
  /** a read e-invoice: the form fills in its fields (the reader never touches them itself) */
  onRead: (read: InvoiceQrReaderRead) => void;
  disabled?: boolean;
  /** the hint under the buttons; the reader's own by default */
  hint?: string;
}

type Message = { kind: 'status' | 'error' | 'done'; text: string } | null;

/**
 * "掃描發票 QR Code" (the phone's back camera) and "上傳發票照片" (a photo of the receipt): finds
 * the e-invoice's LEFT code among the codes in the picture, with the right one when it is there,
 * parses them (schemas/invoice-qr.ts) and calls `onRead`. A failed read says why, in Chinese, and
 * changes nothing the member typed. The decoder (zxing-wasm and its .wasm, shipped with the build)
 * is fetched when the member first asks for it, so forms that show the reader stay light.
 */
export function InvoiceQrReader({ onRead, disabled, hint = T.hint }: InvoiceQrReaderProps) {
  const id = useId();
  const [message, setMessage] = useState<Message>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const photoRun = useRef(0);

  const accept = (reads: readonly QrRead[], source: InvoiceQrReaderRead['source']): boolean => {
    const read = invoiceFromQrReads(reads);
    if (!read.ok) {
      setMessage({ kind: 'error', text: read.message });
      return false;
    }
    setMessage({ kind: 'done', text: T.read(read.result.invoiceNumber) });
    onRead({ result: read.result, left: read.left, right: read.right, source });
    return true;
  };

  const camera = useInvoiceQrCamera((reads) => accept(reads, 'camera'));
  const cameraOn = camera.state.status === 'starting' || camera.state.status === 'scanning';

  const cameraMessage: Message =
    camera.state.status === 'starting'
      ? { kind: 'status', text: T.starting }
      : camera.state.status === 'failed'
        ? {
            kind: 'error',
            text: camera.state.problem === 'decoder' ? T.decoderFailed : T.camera[camera.state.problem],
          }
        : null;
  // the camera's own news first; then the last read's (while scanning: why that frame was refused)
  const shown: Message =
    cameraMessage ?? message ?? (camera.state.status === 'scanning' ? { kind: 'status', text: T.scanning } : null);

  const toggleCamera = () => {
    setMessage(null);
    if (cameraOn) camera.stop();
    else {
      photoRun.current += 1;
      setReadingPhoto(false);
      void camera.start();
    }
  };

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same photo may be picked again after a failed read
    event.target.value = '';
    if (!file) return;
    camera.stop();
    const mine = ++photoRun.current;
    setReadingPhoto(true);
    setMessage({ kind: 'status', text: T.readingPhoto });
    let reads: QrRead[];
    try {
      // the browser's own decoding first (HEIC on Safari, EXIF orientation); the file itself otherwise
      reads = await decodeQrCodes((await photoPixels(file)) ?? file);
    } catch {
      if (mine === photoRun.current) {
        setReadingPhoto(false);
        setMessage({ kind: 'error', text: navigator.onLine === false ? T.decoderFailed : T.photoUnreadable });
      }
      return;
    }
    if (mine !== photoRun.current) return;
    setReadingPhoto(false);
    accept(reads, 'photo');
  };

  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  return (
    <div className="invoice-qr-reader">
      <div className="invoice-qr-reader__actions">
        <button
          type="button"
          className="invoice-qr-reader__button"
          onClick={toggleCamera}
          onPointerEnter={preloadQrDecoder}
          onFocus={preloadQrDecoder}
          disabled={disabled}
          aria-pressed={cameraOn}
          aria-describedby={`${hintId} ${statusId}`}
        >
          {cameraOn ? T.stop : T.scan}
        </button>
        <input
          type="file"
          id={`${id}-photo`}
          className="invoice-qr-reader__file visually-hidden"
          accept="image/*"
          disabled={disabled || readingPhoto}
          onChange={pickPhoto}
          onFocus={preloadQrDecoder}
          aria-describedby={`${hintId} ${statusId}`}
        />
        <label
          htmlFor={`${id}-photo`}
          className="invoice-qr-reader__button"
          aria-disabled={disabled || readingPhoto ? true : undefined}
          onPointerEnter={preloadQrDecoder}
        >
          {T.photo}
        </label>
      </div>
      <p className="form-field__hint" id={hintId}>
        {hint}
      </p>
      <video
        ref={camera.videoRef}
        className="invoice-qr-reader__video"
        hidden={!cameraOn}
        muted
        playsInline
        aria-label={T.videoLabel}
      />
      <p
        id={statusId}
        className={`invoice-qr-reader__status invoice-qr-reader__status--${shown?.kind ?? 'none'}`}
        role={shown?.kind === 'error' ? 'alert' : 'status'}
      >
        {shown?.text}
      </p>
    </div>
  );
}

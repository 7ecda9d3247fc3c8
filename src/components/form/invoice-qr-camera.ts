import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeQrCodes, type QrRead } from '../../lib/qr-decoder';
import { videoFrame } from '../../lib/qr-frame';
import type { CameraProblem } from './invoice-qr-text';

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'scanning' }
  | { status: 'failed'; problem: CameraProblem | 'decoder' };

/** A frame every quarter second: quick to find the code, and the phone stays cool. */
const FRAME_INTERVAL_MS = 250;

function problemOf(err: unknown): CameraProblem {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/**
 * The back camera filmed into `videoRef`, each frame given to the QR decoder; `onCodes` gets the
 * codes of a frame and answers true when it has what it wanted (the camera then stops). Stops on
 * unmount. Camera problems (no https, no camera, permission refused) become `failed` states.
 */
export function useInvoiceQrCamera(onCodes: (reads: QrRead[]) => boolean) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // each start is a run; a later start or a stop ends the earlier run's loop and late answers
  const run = useRef(0);
  const latestOnCodes = useRef(onCodes);
  latestOnCodes.current = onCodes;

  const release = useCallback(() => {
    run.current += 1;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState({ status: 'off' });
  }, [release]);

  const start = useCallback(async () => {
    release();
    const mine = run.current;
    if (!window.isSecureContext) return setState({ status: 'failed', problem: 'insecure' });
    if (!navigator.mediaDevices?.getUserMedia) return setState({ status: 'failed', problem: 'unsupported' });
    setState({ status: 'starting' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      });
    } catch (err) {
      if (mine === run.current) setState({ status: 'failed', problem: problemOf(err) });
      return;
    }
    if (mine !== run.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    stream.current = media;
    const video = videoRef.current;
    if (!video) return stop();
    video.srcObject = media;
    try {
      await video.play();
    } catch {
      // autoplay of a muted, inline video is allowed; frames are read even if play() complained
    }
    if (mine !== run.current) return;
    setState({ status: 'scanning' });

    const tick = async () => {
      if (mine !== run.current) return;
      const frame = videoRef.current ? videoFrame(videoRef.current) : null;
      if (frame) {
        let reads: QrRead[];
        try {
          reads = await decodeQrCodes(frame);
        } catch {
          if (mine !== run.current) return;
          release();
          setState({ status: 'failed', problem: 'decoder' });
          return;
        }
        if (mine !== run.current) return;
        if (reads.length > 0 && latestOnCodes.current(reads)) {
          stop();
          return;
        }
      }
      timer.current = setTimeout(tick, FRAME_INTERVAL_MS);
    };
    void tick();
  }, [release, stop]);

  useEffect(() => release, [release]);

  return { videoRef, state, start, stop };
}

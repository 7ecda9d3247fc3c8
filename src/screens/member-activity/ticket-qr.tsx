import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A ticket's signed code (its registration number, session and signature: schemas/ticket-code.ts)
 * as a QR code, drawn in the browser as SVG (no canvas, no request): the purchaser may screenshot
 * it for the attendee (SPEC §9), and the door checks it without the server.
 */
export function TicketQr({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img className="ticket-qr" src={src} alt={alt} width={160} height={160} />
  ) : (
    <span className="ticket-qr ticket-qr--pending" aria-hidden="true" />
  );
}

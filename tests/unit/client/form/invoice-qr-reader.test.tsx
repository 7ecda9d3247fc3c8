// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceQrReader } from '../../../../src/components/form/invoice-qr-reader';
import { INVOICE_QR_TEXT } from '../../../../src/components/form/invoice-qr-text';

// What the camera button says when the browser cannot film: jsdom has no camera, so the browser's
// answers (secure context, mediaDevices, getUserMedia's DOMException names) are set per test.
// Reading a real camera and photo is tests/e2e/invoice-qr-reader.spec.ts's job.

afterEach(cleanup);

let secure = true;
beforeEach(() => {
  secure = true;
  Object.defineProperty(window, 'isSecureContext', { configurable: true, get: () => secure });
});

function withCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });
}

const scan = () => fireEvent.click(screen.getByRole('button', { name: INVOICE_QR_TEXT.scan }));

describe('InvoiceQrReader: the camera', () => {
  it('offers both ways to read the invoice', () => {
    render(<InvoiceQrReader onRead={() => {}} />);
    expect(screen.getByRole('button', { name: '掃描發票 QR Code' })).toBeTruthy();
    expect(screen.getByLabelText('上傳發票照片').getAttribute('type')).toBe('file');
  });

  it('says a page without https cannot use the camera', async () => {
    secure = false;
    render(<InvoiceQrReader onRead={() => {}} />);
    scan();
    expect((await screen.findByRole('alert')).textContent).toBe(INVOICE_QR_TEXT.camera.insecure);
  });

  it('says the browser has no camera to offer', async () => {
    withCamera(undefined);
    render(<InvoiceQrReader onRead={() => {}} />);
    scan();
    expect((await screen.findByRole('alert')).textContent).toBe(INVOICE_QR_TEXT.camera.unsupported);
  });

  it.each([
    ['NotAllowedError', INVOICE_QR_TEXT.camera.denied],
    ['NotFoundError', INVOICE_QR_TEXT.camera.notFound],
    ['NotReadableError', INVOICE_QR_TEXT.camera.busy],
    ['TypeError', INVOICE_QR_TEXT.camera.failed],
  ])('turns getUserMedia’s %s into its Chinese message, the button ready again', async (name, message) => {
    withCamera(() => Promise.reject(new DOMException('no', name)));
    const onRead = vi.fn();
    render(<InvoiceQrReader onRead={onRead} />);
    scan();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const button = screen.getByRole('button', { name: INVOICE_QR_TEXT.scan });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(onRead).not.toHaveBeenCalled();
  });
});

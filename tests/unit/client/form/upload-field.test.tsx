// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedMedia } from '../../../../schemas/media.schema';
import { acceptsFile, UploadField, type UploadFn } from '../../../../src/components/form/upload-field';

afterEach(cleanup);

interface Pending {
  file: File;
  progress: (fraction: number) => void;
  finish: (media: UploadedMedia) => void;
  fail: (error: unknown) => void;
  signal: AbortSignal;
}

/** An upload the test drives: progress, success and failure when the test says. */
function fakeUpload() {
  const pending: Pending[] = [];
  const upload = vi.fn<UploadFn>(
    (file, { onProgress, signal }) =>
      new Promise<UploadedMedia>((resolve, reject) => {
        pending.push({ file, progress: onProgress, finish: resolve, fail: reject, signal });
      }),
  );
  return { upload, pending };
}

function Field({ upload, ...props }: { upload: UploadFn; maxFiles?: number; multiple?: boolean }) {
  const [value, setValue] = useState<UploadedMedia[]>([]);
  return (
    <UploadField
      label="發票照片"
      name="medias"
      accept="image/*,.pdf"
      maxBytes={5 * 1024 * 1024}
      value={value}
      onChange={setValue}
      upload={upload}
      {...props}
    />
  );
}

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('發票照片'), { target: { files } });

describe('UploadField', () => {
  it('shows each file’s progress with its name and percent, then its thumbnail', async () => {
    const { upload, pending } = fakeUpload();
    render(<Field upload={upload} />);
    pick(file('receipt.jpg', 'image/jpeg'));
    const bar = screen.getByRole('progressbar', { name: '上傳中 receipt.jpg' }) as HTMLProgressElement;
    expect(bar.value).toBe(0);
    act(() => pending[0]?.progress(0.42));
    expect(bar.value).toBe(42);
    expect(screen.getByText('42%')).toBeTruthy();
    await act(async () => pending[0]?.finish({ id: 7, url: '/media/7/receipt.jpg', name: 'receipt.jpg' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    const item = screen.getByRole('listitem');
    expect(item.querySelector('img.upload-field__thumb')?.getAttribute('src')).toBe('/media/7/receipt.jpg');
    expect(within(item).getByRole('link', { name: 'receipt.jpg' })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: '移除 receipt.jpg' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('refuses a file too big before uploading it', () => {
    const { upload } = fakeUpload();
    render(<Field upload={upload} />);
    pick(file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('「huge.jpg」超過 5 MB，請選擇較小的檔案。');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByLabelText('發票照片').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file of another type, and files beyond the count', () => {
    const { upload } = fakeUpload();
    render(<Field upload={upload} multiple maxFiles={2} />);
    pick(
      file('a.jpg', 'image/jpeg'),
      file('notes.docx', 'application/msword'),
      file('b.pdf', 'application/pdf'),
      file('c.png', 'image/png'),
    );
    expect(upload.mock.calls.map(([f]) => f.name)).toEqual(['a.jpg', 'b.pdf']);
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['「notes.docx」的檔案格式不支援。', '最多只能上傳 2 個檔案。']);
  });

  it('cancels an upload: its request is aborted and it leaves the list', () => {
    const { upload, pending } = fakeUpload();
    render(<Field upload={upload} />);
    pick(file('receipt.jpg', 'image/jpeg'));
    fireEvent.click(screen.getByRole('button', { name: '取消上傳 receipt.jpg' }));
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when an upload fails, and keeps the field usable', async () => {
    const { upload, pending } = fakeUpload();
    render(<Field upload={upload} />);
    pick(file('receipt.jpg', 'image/jpeg'));
    await act(async () => pending[0]?.fail(new Error('HTTP 500')));
    expect(screen.getByRole('alert').textContent).toBe('「receipt.jpg」上傳失敗，請再試一次。');
    expect((screen.getByLabelText('發票照片') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('acceptsFile', () => {
  it('keeps every file of one pick when their uploads finish before the next render', async () => {
    const { upload, pending } = fakeUpload();
    render(<Field upload={upload} multiple />);
    pick(file('invoice.png', 'image/png'), file('product.png', 'image/png'));
    await act(async () => {
      pending[0]?.finish({ id: 1, url: '/media/1/invoice.png', name: 'invoice.png' });
      pending[1]?.finish({ id: 2, url: '/media/2/product.png', name: 'product.png' });
    });
    expect(screen.getByRole('link', { name: 'invoice.png' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'product.png' })).toBeTruthy();
  });

  it('reads MIME types, wildcards and extensions', () => {
    expect(acceptsFile('image/*', { name: 'a.HEIC', type: 'image/heic' })).toBe(true);
    expect(acceptsFile('image/png,.pdf', { name: 'A.PDF', type: '' })).toBe(true);
    expect(acceptsFile('image/png,.pdf', { name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Media } from '../../../../schemas/media.schema';
import { RichTextEditor } from '../../../../src/components/staff/rich-text-editor';

afterEach(cleanup);

const stored: Media = {
  id: 9,
  url: '/media/9/%E5%AE%A2%E5%BB%B3.jpg',
  name: '客廳.jpg',
  content_type: 'image/jpeg',
  byte_size: 1234,
  width: 1200,
  height: 800,
  created_at: '2026-11-27T08:00:00.000Z',
};

const BODY =
  '<h2>秋天的餐桌</h2><ul><li>土鍋</li><li>木匙</li></ul><figure><img src="/media/3/a.jpg" alt="三只陶鍋" width="600" height="400" loading="lazy"><figcaption>手作陶鍋</figcaption></figure>';

describe('the rich-text editor', () => {
  it('is a labelled textbox that keeps headings, lists and captioned pictures as the public pages render them', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor name="body" label="內文" required value={BODY} onChange={onChange} upload={vi.fn()} />);
    const box = await screen.findByRole('textbox', { name: /內文/ });
    expect(box.getAttribute('aria-required')).toBe('true');
    await waitFor(() => expect(box.querySelector('figure figcaption')?.textContent).toBe('手作陶鍋'));
    expect(box.querySelector('h2')?.textContent).toBe('秋天的餐桌');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('三只陶鍋');
    // reading it in is not an edit
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a picture with progress, asks for its alt text, and inserts it with its caption', async () => {
    const onChange = vi.fn();
    let progress: ((f: number) => void) | undefined;
    let finish: ((m: Media) => void) | undefined;
    const upload = vi.fn(
      (_file: File, opts: { onProgress: (f: number) => void }) =>
        new Promise<Media>((resolve) => {
          progress = opts.onProgress;
          finish = resolve;
        }),
    );
    render(<RichTextEditor name="body" label="內文" value="<p>開頭</p>" onChange={onChange} upload={upload} />);
    await screen.findByRole('textbox', { name: /內文/ });
    fireEvent.click(screen.getByRole('button', { name: '插入圖片' }));
    const file = new File([new Uint8Array([1, 2, 3])], '客廳.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('圖片檔案'), { target: { files: [file] } });
    expect(upload).toHaveBeenCalledWith(file, expect.anything());
    progress?.(0.5);
    await waitFor(() => expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(0.5));
    finish?.(stored);
    const alt = await screen.findByLabelText('替代文字');
    // no alt text: refused by the field, nothing inserted
    const insert = screen.getAllByRole('button', { name: '插入圖片' }).at(-1) as HTMLElement;
    fireEvent.click(insert);
    expect(await screen.findByText('請填寫圖片的替代文字。')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(alt, { target: { value: '窗邊的沙發與茶几' } });
    fireEvent.change(screen.getByLabelText('圖說'), { target: { value: '客廳一角' } });
    fireEvent.click(insert);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)?.[0] as string;
    expect(html).toContain(`<img src="${stored.url}" alt="窗邊的沙發與茶几"`);
    expect(html).toContain('width="1200" height="800"');
    expect(html).toContain('<figcaption>客廳一角</figcaption>');
  });

  it('refuses a link that is neither http(s) nor a path of the site', async () => {
    render(<RichTextEditor name="body" label="內文" value="<p>看這裡</p>" onChange={vi.fn()} upload={vi.fn()} />);
    await screen.findByRole('textbox', { name: /內文/ });
    fireEvent.click(screen.getByRole('button', { name: '連結' }));
    fireEvent.change(screen.getByLabelText('連結網址'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '套用連結' }));
    expect(await screen.findByText(/請輸入 http:\/\/ 或 https:\/\/ 開頭的網址/)).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaField } from '../../../src/components/form/captcha-field';

afterEach(cleanup);

const widget = () => document.querySelector('altcha-widget') as HTMLElement | null;
const fire = (el: HTMLElement, type: string, detail: unknown) => el.dispatchEvent(new CustomEvent(type, { detail }));

describe('the captcha field', () => {
  it('loads the altcha widget on demand, pointed at our own challenge, in zh-TW, with no outside links', async () => {
    render(<CaptchaField onVerified={() => {}} />);
    expect(screen.getByText('驗證元件載入中…')).toBeTruthy();
    await waitFor(() => expect(widget()).not.toBeNull());
    const el = widget() as HTMLElement;
    expect(el.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(el.getAttribute('name')).toBe('google_recaptcha_token');
    expect(el.getAttribute('language')).toBe('zh-tw');
    expect(JSON.parse(el.getAttribute('configuration') ?? '{}')).toEqual({
      hideFooter: true,
      hideLogo: true,
      humanInteractionSignature: false,
    });
    // the widget draws itself with our words
    expect(await screen.findByText('我不是機器人')).toBeTruthy();
    expect(screen.queryByText('驗證元件載入中…')).toBeNull();
    expect(el.querySelector('a[href^="http"]')).toBeNull();
  });

  it('hands the solved token on, and says when it is no longer good', async () => {
    const onVerified = vi.fn();
    const onReset = vi.fn();
    render(<CaptchaField onVerified={onVerified} onReset={onReset} />);
    await waitFor(() => expect(widget()).not.toBeNull());
    const el = widget() as HTMLElement;
    fire(el, 'verified', { payload: 'solved-token' });
    expect(onVerified).toHaveBeenCalledWith('solved-token');
    onReset.mockClear();
    fire(el, 'statechange', { state: 'verified', payload: 'solved-token' });
    expect(onReset).not.toHaveBeenCalled();
    fire(el, 'statechange', { state: 'expired', payload: null });
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows its error under it, tied to the element an error summary links to', async () => {
    render(<CaptchaField onVerified={() => {}} error="驗證已逾時，請重新驗證。" />);
    const field = document.getElementById('field-google_recaptcha_token') as HTMLElement;
    expect(field).not.toBeNull();
    const message = screen.getByText('驗證已逾時，請重新驗證。');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    // the summary's link focuses the field: the focus lands on the widget's checkbox
    const checkbox = await waitFor(() => {
      const found = widget()?.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (!found) throw new Error('no checkbox yet');
      return found;
    });
    await waitFor(() => expect(checkbox.getAttribute('aria-describedby')).toBe(message.id));
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    field.focus();
    expect(document.activeElement).toBe(checkbox);
  });

  it('starts over with a new widget when resetKey changes', async () => {
    const onReset = vi.fn();
    const { rerender } = render(<CaptchaField onVerified={() => {}} onReset={onReset} resetKey={1} />);
    await waitFor(() => expect(widget()).not.toBeNull());
    const first = widget();
    onReset.mockClear();
    rerender(<CaptchaField onVerified={() => {}} onReset={onReset} resetKey={2} />);
    await waitFor(() => expect(widget()).not.toBe(first));
    expect(widget()).not.toBeNull();
    expect(document.querySelectorAll('altcha-widget')).toHaveLength(1);
    expect(onReset).toHaveBeenCalled();
  });
});

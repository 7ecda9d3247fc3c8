import { useEffect, useId, useRef, useState } from 'react';
import { apiUrl, endpoints } from '../../../schemas/api-endpoints';
import './captcha-field.css';

/**
 * The site's own captcha: the altcha widget (a web component) solving a proof-of-work challenge
 * from our server in the browser's workers. No outside call: the challenge comes from
 * `/api/captcha/challenge`, the widget's attribution link and logo are off, and so is its
 * interaction tracker (only a server asking for it would use it anyway).
 */

const CHALLENGE_URL = apiUrl(endpoints.captchaChallenge());
const LANGUAGE = 'zh-tw';

/** Every string the widget can show (its `Strings`), in our words. */
const WIDGET_STRINGS = {
  ariaLinkLabel: '好生活',
  cancel: '取消',
  enterCode: '輸入驗證碼',
  enterCodeAria: '輸入您聽到的驗證碼，按空白鍵播放音訊。',
  enterCodeFromImage: '請輸入下方圖片中的驗證碼。',
  error: '驗證失敗，請再試一次。',
  expired: '驗證已逾時，請重新驗證。',
  footer: '',
  getAudioChallenge: '播放語音驗證碼',
  label: '我不是機器人',
  loading: '載入中…',
  reload: '重新驗證',
  verificationRequired: '請完成驗證。',
  verified: '已通過驗證',
  verify: '驗證',
  verifying: '驗證中…',
  waitAlert: '驗證中…請稍候。',
};

const WIDGET_CONFIG = { hideFooter: true, hideLogo: true, humanInteractionSignature: false };

const TEXT = {
  loading: '驗證元件載入中…',
  loadFailed: '驗證元件載入失敗，請重新整理頁面。',
};

let loadingWidget: Promise<void> | null = null;

/**
 * The widget's code (≈ 35 KB gzip) is fetched when a form with a captcha first shows, never with
 * the pages that have none.
 */
function loadWidget(): Promise<void> {
  loadingWidget ??= import('altcha').then(
    () => globalThis.$altcha.i18n.set(LANGUAGE, WIDGET_STRINGS),
    (error: unknown) => {
      loadingWidget = null; // a failed load (a new build, offline) is tried again next time
      throw error;
    },
  );
  return loadingWidget;
}

export interface CaptchaFieldProps {
  /** the solved token: send it as `google_recaptcha_token` */
  onVerified(token: string): void;
  /** the token held so far is no longer good (expired, re-verifying, or the widget was reset) */
  onReset?(): void;
  /** the field's message (a 422 on `google_recaptcha_token`), shown under the widget */
  error?: string | undefined;
  /** the form field's name; the focusable element's id is `field-<name>` */
  name?: string;
  /**
   * Change it to show a new, unsolved widget (a token works once: after a refused submit the
   * member must verify again). `onReset` is called then too.
   */
  resetKey?: string | number;
}

export function CaptchaField({
  onVerified,
  onReset,
  error,
  name = 'google_recaptcha_token',
  resetKey,
}: CaptchaFieldProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const errorId = `${useId()}-error`;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // the widget lives across renders: it calls whatever handlers are current
  const handlers = useRef({ onVerified, onReset });
  useEffect(() => {
    handlers.current = { onVerified, onReset };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the reason to build a new widget
  useEffect(() => {
    const host = hostRef.current;
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) handlers.current.onVerified(payload);
    };
    const changed = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state !== 'verified') handlers.current.onReset?.();
    };
    loadWidget().then(
      () => {
        if (cancelled || !host) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', CHALLENGE_URL);
        widget.setAttribute('name', name);
        widget.setAttribute('language', LANGUAGE);
        widget.setAttribute('configuration', JSON.stringify(WIDGET_CONFIG));
        widget.addEventListener('verified', verified);
        widget.addEventListener('statechange', changed);
        host.replaceChildren(widget);
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      widget?.removeEventListener('verified', verified);
      widget?.removeEventListener('statechange', changed);
      widget?.remove();
    };
  }, [name, resetKey]);

  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    handlers.current.onReset?.();
  }, [resetKey]);

  // the widget's own checkbox carries the field's error for assistive technology
  useEffect(() => {
    if (status !== 'ready') return;
    const checkbox = hostRef.current?.querySelector('input[type="checkbox"]');
    if (!checkbox) return;
    if (error) {
      checkbox.setAttribute('aria-invalid', 'true');
      checkbox.setAttribute('aria-describedby', errorId);
    } else {
      checkbox.removeAttribute('aria-invalid');
      checkbox.removeAttribute('aria-describedby');
    }
  }, [status, error, errorId]);

  // An error summary's link focuses `#field-<name>`: hand the focus on to the widget's checkbox.
  const fieldRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = fieldRef.current;
    const forward = () => hostRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    field?.addEventListener('focus', forward);
    return () => field?.removeEventListener('focus', forward);
  }, []);

  return (
    <div className={`captcha-field${error ? ' captcha-field--invalid' : ''}`}>
      <div
        ref={fieldRef}
        id={`field-${name}`}
        className="captcha-field__widget"
        tabIndex={-1}
        aria-describedby={error ? errorId : undefined}
      >
        <div ref={hostRef} />
        {status !== 'ready' && (
          <p className="captcha-field__status" role={status === 'failed' ? 'alert' : undefined}>
            {status === 'failed' ? TEXT.loadFailed : TEXT.loading}
          </p>
        )}
      </div>
      {error && (
        <p className="captcha-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

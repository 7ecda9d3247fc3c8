import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { BannerId } from '../../schemas/route-manifest';
import { BANNERS, SSO_TEXT as T } from './sso-texts';

/**
 * The sign-in service's pages, rendered on the server. No script at all (CSP script-src 'self'
 * and nothing to run): plain forms that post to the same origin; styles inline.
 */

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** What every page carries along: the form it was opened for and the CSRF token of its forms. */
export interface PageContext {
  csrf: string;
  /** a path of the site (already checked same-origin) */
  returnTo: string;
  banner: BannerId;
}

export interface LegalVersions {
  terms: string;
  privacy: string;
}

export interface FormState {
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  /** shown above the form as an alert (a failed sign-in, a refused registration) */
  formError?: string | undefined;
  /** shown above the form as a status line (mail sent, password changed) */
  notice?: string | undefined;
}

/** `?return_to=…&banner=…` for links between the service's pages. */
export function carry(ctx: PageContext, extra: Record<string, string> = {}): string {
  return `?${new URLSearchParams({ ...extra, return_to: ctx.returnTo, banner: String(ctx.banner) })}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f5f2ec;color:#2b2b2b;font:16px/1.6 system-ui,-apple-system,"PingFang TC","Noto Sans TC","Microsoft JhengHei",sans-serif}
main{max-width:440px;margin:0 auto;padding:24px 16px 48px}
.brand{display:inline-block;font-size:1.5rem;font-weight:700;letter-spacing:.1em;color:#2b2b2b;text-decoration:none;margin-bottom:16px}
.banner{background:#2f4f3e;color:#fff;border-radius:8px;padding:14px 16px;margin-bottom:20px}
.banner p{margin:0;font-size:.95rem}
.banner .banner-title{margin:0 0 4px;font-size:1.05rem;font-weight:700}
.card{background:#fff;border-radius:8px;padding:20px 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 16px}
.field{margin-bottom:16px}
label{display:block;font-weight:600;margin-bottom:4px}
input[type=text],input[type=email],input[type=tel],input[type=password]{width:100%;padding:10px 12px;font:inherit;border:1px solid #bbb;border-radius:6px}
input[aria-invalid=true]{border-color:#b3261e;background:#fff7f6}
input:focus{outline:2px solid #2f4f3e;outline-offset:1px}
.hint{margin:4px 0 0;color:#666;font-size:.85rem}
.error{margin:4px 0 0;color:#b3261e;font-size:.9rem}
.alert{background:#fdecea;color:#8c1d18;border-radius:6px;padding:10px 12px;margin:0 0 16px}
.notice{background:#e8f3ec;color:#1e4d32;border-radius:6px;padding:10px 12px;margin:0 0 16px}
button{width:100%;padding:12px;font:inherit;font-weight:700;color:#fff;background:#2f4f3e;border:0;border-radius:6px;cursor:pointer}
.links{margin-top:16px;display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;font-size:.95rem}
.links a{color:#2f4f3e}
.check{display:flex;align-items:flex-start;gap:8px}
.check input{width:20px;height:20px;margin:2px 0 0;flex:none}
.check label{font-weight:400;margin:0}
.field--check a{color:#2f4f3e}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.back{display:block;margin-top:24px;text-align:center;color:#666;font-size:.9rem}
`;

function layout(ctx: PageContext, title: string, state: FormState, body: Markup): Markup {
  const banner = BANNERS[ctx.banner];
  return html`<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}｜${T.serviceName}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/">${T.brand}</a>
<section class="banner" aria-label="${banner.title}"><p class="banner-title">${banner.title}</p><p>${banner.text}</p></section>
<div class="card">
<h1>${title}</h1>
${state.notice ? html`<p class="notice" role="status">${state.notice}</p>` : ''}
${state.formError ? html`<p class="alert" role="alert">${state.formError}</p>` : ''}
${body}
</div>
<a class="back" href="/">${T.backToSite}</a>
</main>
</body>
</html>`;
}

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autocomplete: string;
  inputmode?: string;
  hint?: string;
  /** passwords are never sent back to the browser */
  keepValue?: boolean;
}

function field(spec: FieldSpec, state: FormState): Markup {
  const id = `f-${spec.name}`;
  const errors = state.errors?.[spec.name] ?? [];
  const value = spec.keepValue === false ? '' : (state.values?.[spec.name] ?? '');
  const describedBy = [spec.hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${id}">${spec.label}</label>
<input id="${id}" name="${spec.name}" type="${spec.type}" value="${value}" autocomplete="${spec.autocomplete}" required${
    spec.inputmode ? html` inputmode="${spec.inputmode}"` : ''
  }${errors.length ? html` aria-invalid="true"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
${spec.hint ? html`<p class="hint" id="${id}-hint">${spec.hint}</p>` : ''}
${errors.length ? html`<p class="error" id="${id}-error">${errors.join(' ')}</p>` : ''}
</div>`;
}

function form(action: string, ctx: PageContext, fields: Markup[], submit: string, extra: Markup = html``): Markup {
  return html`<form method="post" action="${action}" novalidate>
<input type="hidden" name="_csrf" value="${ctx.csrf}">
<input type="hidden" name="return_to" value="${ctx.returnTo}">
<input type="hidden" name="banner" value="${String(ctx.banner)}">
${extra}
${fields}
<button type="submit">${submit}</button>
</form>`;
}

const EMAIL: FieldSpec = {
  name: 'email',
  label: T.labels.email,
  type: 'email',
  autocomplete: 'email',
  inputmode: 'email',
};

export function signInPage(ctx: PageContext, state: FormState = {}): Markup {
  return layout(
    ctx,
    T.signIn.title,
    state,
    html`${form(
      '/sso/login',
      ctx,
      [
        field(EMAIL, state),
        field(
          {
            name: 'password',
            label: T.labels.password,
            type: 'password',
            autocomplete: 'current-password',
            keepValue: false,
          },
          state,
        ),
      ],
      T.signIn.submit,
    )}
<p class="links"><a href="/sso/register${carry(ctx)}">${T.signIn.toRegister}</a><a href="/sso/forgot${carry(ctx)}">${T.signIn.toForgot}</a></p>`,
  );
}

/** `versions`: the current published ones (legal-documents.service.ts), which a registration agrees to. */
export function registerPage(ctx: PageContext, versions: LegalVersions, state: FormState = {}): Markup {
  return layout(
    ctx,
    T.register.title,
    state,
    html`${form(
      '/sso/register',
      ctx,
      [
        field({ name: 'name', label: T.labels.name, type: 'text', autocomplete: 'name' }, state),
        field(EMAIL, state),
        field(
          {
            name: 'mobile',
            label: T.labels.mobile,
            type: 'tel',
            autocomplete: 'tel-national',
            inputmode: 'numeric',
            hint: T.hints.mobile,
          },
          state,
        ),
        ...newPasswordFields(T.labels.password, state),
        agreeField(state, versions),
      ],
      T.register.submit,
    )}
<p class="links"><a href="/sso/login${carry(ctx)}">${T.register.toSignIn}</a></p>`,
  );
}

/** The mailed registration link's page: one button, so that a mail scanner opening it creates nothing. */
export function confirmRegistrationPage(ctx: PageContext, token: string): Markup {
  return layout(
    ctx,
    T.confirm.title,
    {},
    html`<p>${T.confirm.intro}</p>
${form('/sso/register/confirm', ctx, [], T.confirm.submit, html`<input type="hidden" name="token" value="${token}">`)}`,
  );
}

/**
 * The agreement to the membership terms and the privacy policy, each linked in a new tab (the form
 * has no script to keep what was typed if the reader left it) with the version agreed to.
 */
function agreeField(state: FormState, versions: LegalVersions): Markup {
  const errors = state.errors?.agree ?? [];
  const newTab = html`<span class="visually-hidden">${T.register.opensNewTab}</span>`;
  return html`<div class="field field--check">
<p class="hint" id="f-agree-docs">${T.register.read}：<a href="/membership-terms" target="_blank" rel="noopener">${T.register.terms(versions.terms)}${newTab}</a>、<a href="/privacy-policy" target="_blank" rel="noopener">${T.register.privacy(versions.privacy)}${newTab}</a></p>
<div class="check"><input id="f-agree" name="agree" type="checkbox" value="on" required${
    state.values?.agree === 'on' ? html` checked` : ''
  }${errors.length ? html` aria-invalid="true"` : ''} aria-describedby="f-agree-docs${errors.length ? ' f-agree-error' : ''}">
<label for="f-agree">${T.labels.agree}</label></div>
${errors.length ? html`<p class="error" id="f-agree-error">${errors.join(' ')}</p>` : ''}
</div>`;
}

/** A new password and its confirmation (register, reset): never written back into the page. */
function newPasswordFields(label: string, state: FormState) {
  const common = { type: 'password', autocomplete: 'new-password', keepValue: false } as const;
  return [
    field({ name: 'password', label, hint: T.hints.password, ...common }, state),
    field({ name: 'password_confirmation', label: T.labels.passwordConfirmation, ...common }, state),
  ];
}

export function forgotPage(ctx: PageContext, state: FormState = {}): Markup {
  return layout(
    ctx,
    T.forgot.title,
    state,
    html`<p>${T.forgot.intro}</p>
${form('/sso/forgot', ctx, [field(EMAIL, state)], T.forgot.submit)}
<p class="links"><a href="/sso/login${carry(ctx)}">${T.forgot.toSignIn}</a></p>`,
  );
}

export function resetPage(ctx: PageContext, token: string, state: FormState = {}): Markup {
  return layout(
    ctx,
    T.reset.title,
    state,
    form(
      '/sso/reset',
      ctx,
      [...newPasswordFields(T.labels.newPassword, state)],
      T.reset.submit,
      html`<input type="hidden" name="token" value="${token}">`,
    ),
  );
}

/** A page with a message and one way on (an expired link, a stale form). */
export function messagePage(ctx: PageContext, title: string, message: string, link: { href: string; label: string }) {
  return layout(
    ctx,
    title,
    { formError: message },
    html`<p class="links"><a href="${link.href}">${link.label}</a></p>`,
  );
}

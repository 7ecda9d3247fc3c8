// Solving the site's captcha as the widget does, for API tests and Playwright specs that post a
// form without a browser widget. No test runner imports here, so both can use it.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

interface RequestsLikeApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** A challenge from `GET /api/captcha/challenge` of an app (`app.request`) or a running server's base URL. */
export async function fetchCaptchaChallenge(target: RequestsLikeApp | string): Promise<Challenge> {
  const path = '/api/captcha/challenge';
  const res = typeof target === 'string' ? await fetch(new URL(path, target)) : await target.request(path);
  if (res.status !== 200) throw new Error(`captcha challenge: HTTP ${res.status}`);
  return (await res.json()) as Challenge;
}

/** The widget's payload for a challenge: base64 of `{ challenge: { parameters, signature }, solution }`. */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha challenge not solved in time');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A fresh, solved captcha token to send as `google_recaptcha_token` (good for one form). */
export async function solveCaptcha(target: RequestsLikeApp | string): Promise<string> {
  return solveCaptchaChallenge(await fetchCaptchaChallenge(target));
}

import type { AppDeps } from '../app-env';
import { InvalidInputError } from '../domain/domain-errors';
import { CAPTCHA_FIELD, verifyCaptcha } from '../services/captcha.service';

/**
 * The captcha check of a form whose answer travels in `field` (the warranty form names it
 * `token`, SPEC §3): its refusals name that field, so the form shows them by its captcha.
 */
export const captchaCheck =
  (deps: AppDeps, field: string = CAPTCHA_FIELD) =>
  async (answer: string) => {
    try {
      await verifyCaptcha(deps, answer);
    } catch (err) {
      if (field !== CAPTCHA_FIELD && err instanceof InvalidInputError) {
        const messages = err.fieldErrors[CAPTCHA_FIELD];
        if (messages) throw new InvalidInputError({ [field]: messages }, err.message);
      }
      throw err;
    }
  };

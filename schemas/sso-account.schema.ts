import { z } from 'zod';
import { emailSchema, mobileSchema, personNameSchema } from './person-fields.schema';
import { plainText } from './plain-text.schema';

/** The forms of the sign-in service (/sso): sign in, register, forgotten and new password. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const passwordSchema = z
  .string({ message: '請輸入密碼。' })
  .min(PASSWORD_MIN, `密碼至少需要 ${PASSWORD_MIN} 個字元。`)
  .max(PASSWORD_MAX, `密碼最多 ${PASSWORD_MAX} 個字元。`);

export const AGREE_MESSAGE = '請閱讀並同意會員條款與隱私權政策。';

export const SignInFormSchema = z.object({
  email: emailSchema,
  // no length rule at sign-in: an old password may predate the rule, and "too short" would leak it
  password: z.string({ message: '請輸入密碼。' }).min(1, '請輸入密碼。').max(PASSWORD_MAX, '請輸入密碼。'),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

const confirmed = <T extends { password: string; password_confirmation: string }>(form: T, ctx: z.RefinementCtx) => {
  if (form.password !== form.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: '兩次輸入的密碼不一致。' });
  }
};

export const RegisterFormSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    mobile: mobileSchema,
    password: passwordSchema,
    password_confirmation: z.string({ message: '請再輸入一次密碼。' }),
    // a checked box posts "on", an unchecked one nothing; a refinement (not a literal, whose
    // failure would skip the password confirmation check) so every refused field is listed at once
    agree: z
      .string({ message: AGREE_MESSAGE })
      .default('')
      .refine((v) => v === 'on', AGREE_MESSAGE),
  })
  .superRefine(confirmed);
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: emailSchema });

export const ResetPasswordFormSchema = z
  .object({
    token: plainText().min(1).max(200),
    password: passwordSchema,
    password_confirmation: z.string({ message: '請再輸入一次密碼。' }),
  })
  .superRefine(confirmed);

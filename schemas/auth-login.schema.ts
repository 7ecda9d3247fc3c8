import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { LoginTokenSchema } from './login-token.schema';
import { plainText } from './plain-text.schema';

/** SPEC §3 login payload: the sign-in service's subject and its id_token. */
export const LoginPayloadSchema = z.object({
  outer_id: plainText({ message: '缺少會員識別碼。' }).min(1, '缺少會員識別碼。').max(255),
  access_token: plainText({ message: '缺少登入憑證。' }).min(1, '缺少登入憑證。').max(8192),
});
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;

/** `POST /api/auth/login` answers `{ data: { token_type, token } }`. */
export const LoginResponseSchema = dataEnvelope(LoginTokenSchema);

/**
 * What the sign-in service appends to the return address (SPEC §4): both present means
 * "log in with these" on the next navigation.
 */
export const LoginQuerySchema = z.object({
  outer_id: plainText().min(1).max(255),
  id_token: plainText().min(1).max(8192),
});
export type LoginQuery = z.infer<typeof LoginQuerySchema>;

/** The token type the site issues (sent back as `Authorization: Bearer <token>`). */
export const TOKEN_TYPE = 'Bearer';

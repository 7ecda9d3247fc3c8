import { z } from 'zod';
import { endpoints } from '../../schemas/api-endpoints';
import { type LoginPayload, LoginResponseSchema } from '../../schemas/auth-login.schema';
import type { LoginToken } from '../../schemas/login-token.schema';
import { api, type MutationOptions } from './http-client';

/** `POST /api/auth/login` (SPEC §4): the sign-in service's id_token exchanged for the site's token. */
export async function logIn(input: LoginPayload, { signal }: MutationOptions = {}): Promise<LoginToken> {
  return (await api.post(endpoints.authLogin(), LoginResponseSchema, { body: input, signal })).data;
}

/** `GET /api/clear-cookie`: the server forgets the session; whatever it answers, the body does not matter. */
export async function clearCookie(_input?: undefined, { signal }: MutationOptions = {}): Promise<void> {
  await api.get(endpoints.clearCookie(), z.unknown(), { signal });
}

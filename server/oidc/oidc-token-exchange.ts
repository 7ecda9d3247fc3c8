import { z } from 'zod';
import type { OidcMetadata } from './oidc-discovery';

const TokenResponseSchema = z.object({
  id_token: z.string().min(1),
  token_type: z.string().optional(),
});

const EXCHANGE_TIMEOUT_MS = 10_000;

export interface CodeExchange {
  code: string;
  verifier: string;
  redirectUri: string;
  clientId: string;
  /** a confidential client authenticates (client_secret_basic); a public one sends only its id */
  clientSecret?: string | undefined;
}

/** Why the provider would not give tokens for the code (for the log; the member sees one message). */
export class CodeExchangeError extends Error {}

/**
 * Redeems the authorization code at the provider's token endpoint, server to server, with the PKCE
 * verifier (RFC 6749 §4.1.3, RFC 7636 §4.5). Resolves with the id_token; the caller verifies it.
 */
export async function redeemCode(provider: OidcMetadata, exchange: CodeExchange): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.verifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (exchange.clientSecret) {
    // RFC 6749 §2.3.1: both parts form-urlencoded before the Basic encoding
    const pair = `${encodeURIComponent(exchange.clientId)}:${encodeURIComponent(exchange.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    body.set('client_id', exchange.clientId);
  }
  let res: Response;
  try {
    res = await fetch(provider.token_endpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch (err) {
    throw new CodeExchangeError(`token endpoint unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = z.object({ error: z.string() }).safeParse(json);
    throw new CodeExchangeError(`token endpoint answered ${res.status}${error.success ? ` ${error.data.error}` : ''}`);
  }
  const parsed = TokenResponseSchema.safeParse(json);
  if (!parsed.success) throw new CodeExchangeError('token endpoint gave no id_token');
  return parsed.data.id_token;
}

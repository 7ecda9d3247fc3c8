import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (panva's `oidc-provider`, certified), started in a test: discovery, the
 * authorization endpoint with its own sign-in and consent pages (its development interactions:
 * any login name, any password), the token endpoint with PKCE required, and its JWKS. The site
 * under test is one registered confidential client.
 */
export interface TestOidcProvider {
  /** the issuer, e.g. http://localhost:3861 */
  url: string;
  clientId: string;
  clientSecret: string;
  /** every authorization request the browser made, as received */
  authorizationRequests: URL[];
  close(): Promise<void>;
}

/** The claims the provider gives an account: the login name is the subject. */
export const providerAccount = (sub: string) => ({
  sub,
  name: '外部會員',
  email: `${sub}@example.com.tw`,
  phone_number: '0911222333',
});

export async function startOidcProvider(options: { port: number; redirectUri: string }): Promise<TestOidcProvider> {
  const url = `http://localhost:${options.port}`;
  const clientId = 'haolife-web-e2e';
  const clientSecret = 'e2e-client-secret-not-for-production';
  // its own signing key, as a real provider has (not the package's quick-start keys)
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(url, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'e2e-provider-1', alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name'], email: ['email'], phone: ['phone_number'] },
    // the scopes' claims in the id_token itself (the site reads no userinfo)
    conformIdTokenClaims: false,
    // SPEC §2 guard 3's banner travels along; a provider that knows it could show it
    extraParams: ['banner'],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => providerAccount(id) }),
    ttl: { IdToken: 300, AccessToken: 300, AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600 },
    cookies: { keys: ['oidc-provider-e2e-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
  });
  const authorizationRequests: URL[] = [];
  provider.use(async (ctx, next) => {
    if (ctx.path === '/auth') authorizationRequests.push(new URL(ctx.href));
    await next();
  });
  const server: Server = provider.listen(options.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    clientId,
    clientSecret,
    authorizationRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { describe, expect, it } from 'vitest';
import { OIDC_AUTHORIZE_PATH, readEnv } from '../../../server/env';

describe('the sign-in configuration', () => {
  it("sends guests to the site's own service by default", () => {
    expect(readEnv({}).SSO_LOGIN_URL).toBe('/sso/login');
  });

  it("with an external provider, starts the site's own authorization-code flow", () => {
    const env = readEnv({ SSO_ISSUER: 'https://id.example.com.tw', SSO_AUDIENCE: 'haolife-web' });
    expect(env.SSO_LOGIN_URL).toBe(OIDC_AUTHORIZE_PATH);
    // the keys come from the provider's discovery document unless named
    expect(env.SSO_JWKS_URL).toBeUndefined();
  });

  it('keeps a sign-in address that is set', () => {
    expect(readEnv({ SSO_ISSUER: 'https://id.example.com.tw', SSO_LOGIN_URL: '/login' }).SSO_LOGIN_URL).toBe('/login');
  });

  it('says in one sentence that keys or a client secret need a provider', () => {
    expect(() => readEnv({ SSO_JWKS_URL: 'https://id.example.com.tw/jwks' })).toThrow(
      /^The server cannot start: SSO_JWKS_URL names the keys of an external sign-in service: set SSO_ISSUER too, or neither\.$/,
    );
    expect(() => readEnv({ SSO_CLIENT_SECRET: 'secret' })).toThrow(
      /SSO_CLIENT_SECRET is for an external sign-in service/,
    );
  });
});

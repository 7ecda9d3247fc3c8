import { describe, expect, it } from 'vitest';
import { signInLocation } from '../../../server/spa/sign-in-redirect';

const request = (href: string, publicUrl?: string) => ({ url: new URL(href), publicUrl });

describe('signInLocation', () => {
  it('gives the site’s own sign-in service a relative return address, whatever the Host header said', () => {
    expect(signInLocation('/sso/login', request('http://evil.example/member?tab=2'), 1)).toBe(
      '/sso/login?return_to=%2Fmember%3Ftab%3D2&banner=1',
    );
  });

  it('gives an external service an absolute return address on PUBLIC_URL', () => {
    expect(
      signInLocation(
        'https://sso.example/login',
        request('http://10.0.0.5:3000/gift/3/apply', 'https://www.site.tw/'),
        7,
      ),
    ).toBe('https://sso.example/login?return_to=https%3A%2F%2Fwww.site.tw%2Fgift%2F3%2Fapply&banner=7');
  });

  it('falls back to the request origin without PUBLIC_URL', () => {
    expect(signInLocation('https://sso.example/login', request('http://localhost:3300/member'), 1)).toBe(
      'https://sso.example/login?return_to=http%3A%2F%2Flocalhost%3A3300%2Fmember&banner=1',
    );
  });

  it('treats a protocol-relative sign-in URL as external', () => {
    expect(signInLocation('//sso.example/login', request('http://localhost/member', 'https://www.site.tw'), 1)).toMatch(
      /return_to=https%3A%2F%2Fwww\.site\.tw%2Fmember/,
    );
  });
});

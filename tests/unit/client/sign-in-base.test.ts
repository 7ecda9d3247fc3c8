// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { signInBase } from '../../../src/lib/config';

describe('signInBase', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('uses the address the server wrote into the page', () => {
    document.head.innerHTML = '<meta name="sign-in-url" content="https://sso.example.tw/login">';
    expect(signInBase()).toBe('https://sso.example.tw/login');
  });

  it('falls back to the site’s own sign-in service', () => {
    expect(signInBase()).toBe('/sso/login');
    document.head.innerHTML = '<meta name="sign-in-url" content="">';
    expect(signInBase()).toBe('/sso/login');
  });
});

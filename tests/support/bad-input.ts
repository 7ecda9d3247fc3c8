import naughty from 'big-list-of-naughty-strings';
import { expect } from 'vitest';

/**
 * The inputs of issue 10's bad-input pass: the 461 strings of big-list-of-naughty-strings, every
 * control character, and values of the wrong type; and the check that none of them gets a 5xx.
 */
export const CONTROLS = [
  ...Array.from({ length: 32 }, (_, i) => `a${String.fromCharCode(i)}b`),
  'a\u007fb',
  'a\u0085b',
  'a\u009fb',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
];
export const STRINGS: readonly string[] = [...(naughty as string[]), ...CONTROLS, 'x'.repeat(10_000), ''];
/** Strings whose acceptance costs a password hash (scrypt): every 7th, and every control character. */
export const SAMPLE = [...(naughty as string[]).filter((_, i) => i % 7 === 0), ...CONTROLS];

/** Values of the wrong type for a JSON field. */
export const CONFUSED: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  [],
  {},
  ['x'],
  { $gt: '' },
  { toString: 'x' },
  JSON.parse('{"__proto__":{"polluted":1}}'),
  [[[[[[[[[['deep']]]]]]]]]],
];

let ipSeq = 0;
/** A fresh client address per request: the rate limits must not hide what an endpoint does. */
export const freshClient = () => ({
  incoming: { socket: { remoteAddress: `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}` } },
});

interface Failure {
  what: string;
  input: string;
  status: number;
  body: string;
}

export async function expectNo5xx(
  what: string,
  inputs: readonly unknown[],
  send: (input: never) => Response | Promise<Response>,
) {
  const failures: Failure[] = [];
  // a few at a time: the database is one connection, but password hashes run in parallel
  for (let i = 0; i < inputs.length; i += 8) {
    const batch = inputs.slice(i, i + 8);
    await Promise.all(
      batch.map(async (input) => {
        const res = await send(input as never);
        if (res.status >= 500) {
          failures.push({
            what,
            input: JSON.stringify(input).slice(0, 80),
            status: res.status,
            body: (await res.text()).slice(0, 200),
          });
        } else {
          await res.arrayBuffer();
        }
      }),
    );
  }
  expect(failures).toEqual([]);
}

/** A path segment: a lone surrogate goes as the (invalid) UTF-8 bytes it would have, %ED%A0%80. */
export const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
};

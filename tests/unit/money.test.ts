import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../schemas/money';

describe('formatMoney', () => {
  it('writes NT$ with no space and the thousands grouped', () => {
    expect(formatMoney(1200)).toBe('NT$1,200');
    expect(formatMoney(85)).toBe('NT$85');
    expect(formatMoney(0)).toBe('NT$0');
    expect(formatMoney(1234567)).toBe('NT$1,234,567');
  });

  it("groups and rounds as Intl.NumberFormat('en-US') with no fraction digits does, for any amount", () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const edges = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      9999,
      10_000,
      99_999,
      100_000,
      999_999,
      1_000_000,
      2 ** 31,
      2 ** 53 - 1,
    ];
    const halves = [0.5, 1.5, 2.5, 999.5, 1234.4999, 1234.5, 1234.5001];
    let seed = 20261128;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const randoms = Array.from({ length: 2000 }, () => Math.floor(random() * 10 ** Math.ceil(random() * 12)));
    for (const n of [...edges, ...halves, ...randoms].flatMap((n) => [n, -n])) {
      // an amount that rounds to nothing is 0, not Intl's "-0" (an amount never is one)
      const expected = Math.round(Math.abs(n)) === 0 ? '0' : intl.format(n);
      expect(formatMoney(n), String(n)).toBe(`NT$${expected}`);
    }
  });
});

describe('every amount the site writes', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : /\.tsx?$/.test(name) ? [file] : [];
    });

  it('goes through the one formatter: no other code writes NT$ before a number', () => {
    const others = ['src', 'server', 'schemas', 'machines']
      .flatMap(files)
      .filter((file) => !file.endsWith(path.join('schemas', 'money.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
          // an amount made in code: NT$ followed by an interpolation (`NT$${n}`, `NT$ ${n}`, JSX `NT${n}`)
          .filter(({ line }) => /NT\$?\s*\$?\{/.test(line)),
      )
      .map(({ where }) => where);
    expect(others).toEqual([]);
  });
});

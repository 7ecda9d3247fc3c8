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

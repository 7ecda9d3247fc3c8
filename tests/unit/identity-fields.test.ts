import { describe, expect, it } from 'vitest';
import { parseDateString } from '../../schemas/date-string.schema';
import { emailSchema, mobileSchema, normaliseMobile } from '../../schemas/person-fields.schema';
import { safeReturnTo } from '../../server/sso/return-to';

describe('emailSchema (SPEC §5)', () => {
  it.each(['a@b.tw', 'first.last@example.com.tw', 'x_y-z@sub-domain.example.org', 'UPPER@EXAMPLE.COM'])(
    'accepts %s',
    (email) => expect(emailSchema.safeParse(email).success).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a+tag@b.tw', 'a b@c.tw', '中文@example.tw', 'a@b.t1', '@b.tw'])(
    'refuses %j',
    (email) => expect(emailSchema.safeParse(email).success).toBe(false),
  );
  it('trims and lower-cases', () => expect(emailSchema.parse('  Ming@Example.COM ')).toBe('ming@example.com'));
});

describe('mobileSchema (DOMAIN "People")', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['+886 912 345 678', '0912345678'],
    ['+886-912-345-678', '0912345678'],
    ['886912345678', '0912345678'],
    ['(0912)345678', '0912345678'],
  ])('reads %s as %s', (input, out) => expect(mobileSchema.parse(input)).toBe(out));
  it.each(['', '091234567', '09123456789', '0812345678', '+886 212345678', 'abcdefghij'])('refuses %j', (input) =>
    expect(mobileSchema.safeParse(input).success).toBe(false),
  );
  it('leaves what it cannot read unchanged', () => expect(normaliseMobile('02-2345-6789')).toBe('0223456789'));
});

describe('parseDateString (SPEC §5)', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2024-2-9', '2024-02-09'],
    ['1990-12-31', '1990-12-31'],
  ])('reads %s as %s', (input, out) => expect(parseDateString(input)).toBe(out));
  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '2024/01/01', '2024-001-01', ''])(
    'refuses %j',
    (input) => expect(parseDateString(input)).toBeNull(),
  );
});

describe('safeReturnTo', () => {
  const site = 'https://www.haolife.example';
  it.each([
    ['/member/edit?x=1', `${site}/member/edit?x=1`],
    [`${site}/events/3/apply`, `${site}/events/3/apply`],
    ['member', `${site}/member`],
  ])('keeps %s on the site', (raw, out) => expect(safeReturnTo(raw, site).href).toBe(out));
  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'http://www.haolife.example/member', // another scheme is another origin
    'javascript:alert(1)',
    `${site}/sso/login`,
    undefined,
    '',
  ])('sends %j to /member', (raw) => expect(safeReturnTo(raw, site).href).toBe(`${site}/member`));
});

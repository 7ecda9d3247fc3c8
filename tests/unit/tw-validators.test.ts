import { describe, expect, it } from 'vitest';
import { donationCodeSchema, mobileCarrierSchema, ubnSchema } from '../../schemas/tw-validators.schema';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('統一編號 (ubnSchema)', () => {
  it.each(['04595257', '22099131', '10458574', '04595252', ' 04595257 '])('accepts %s', (ubn) => {
    expect(ubnSchema.safeParse(ubn)).toMatchObject({ success: true, data: ubn.trim() });
  });

  // 04595252 and 10458574 pass only by the 2023 rule (divisible by 5); 04595258 fails any rule
  it.each(['04595258', '12345678', '04595251', '10458573', '0459525', '045952577', 'A4595257', '00000000', ''])(
    'refuses %s with its message',
    (ubn) => {
      expect(messageOf(ubnSchema.safeParse(ubn))).toBe('請輸入正確的統一編號。');
    },
  );

  it('refuses a number (leading zeros would be lost)', () => {
    expect(messageOf(ubnSchema.safeParse(4595257))).toBe('請輸入正確的統一編號。');
  });
});

describe('手機條碼 (mobileCarrierSchema)', () => {
  it.each([
    ['/ABC+123', '/ABC+123'],
    ['/AB.-123', '/AB.-123'],
    ['/abc+123', '/ABC+123'],
  ])('accepts %s as %s', (input, stored) => {
    expect(mobileCarrierSchema.safeParse(input)).toMatchObject({ success: true, data: stored });
  });

  it.each(['ABC+1234', '/ABC+12', '/ABC+1234', '/ABC 123', '/ABC*123', ''])('refuses %s', (carrier) => {
    expect(messageOf(mobileCarrierSchema.safeParse(carrier))).toBe('請輸入正確的手機條碼（/ 開頭共 8 碼）。');
  });
});

describe('愛心碼 (donationCodeSchema)', () => {
  it.each(['001', '5380', '1234567'])('accepts %s, leading zeros kept', (code) => {
    expect(donationCodeSchema.safeParse(code)).toMatchObject({ success: true, data: code });
  });

  it.each(['12', '12345678', '12a', ''])('refuses %s', (code) => {
    expect(messageOf(donationCodeSchema.safeParse(code))).toBe('請輸入正確的愛心碼。');
  });
});

import { describe, expect, it } from 'vitest';
import { careReminderMail } from '../../../server/mail/care-reminder-mails';
import { GIFT_CLAIM_MAIL_KINDS, giftClaimMail } from '../../../server/mail/gift-claim-mails';
import { inhomeReceivedMail } from '../../../server/mail/inhome-mails';
import { WARRANTY_MAIL_KINDS, warrantyMail } from '../../../server/mail/warranty-mails';

const ORIGIN = 'https://shop.example.com.tw';
const to = 'mei@example.com.tw';
const HAN = /[\u4e00-\u9fff]/;

const warranty = {
  id: 42,
  brandName: '風野',
  modelName: '無線吸塵器 KZ-S8',
  invoiceNumber: 'CA63388616',
  invoiceDate: '2026-04-27',
};
const claim = {
  id: 7,
  eventSubject: '風野濾網加贈活動',
  giftName: 'HEPA 替換濾網組',
  invoiceNumber: 'AB12345678',
  rejectReason: '發票金額未達活動門檻',
};

describe('a warranty’s mails', () => {
  it('says each kind in its own words, with the case number, product, invoice and the member’s link', () => {
    const mails = WARRANTY_MAIL_KINDS.map((kind) =>
      warrantyMail({
        kind,
        warranty,
        endDate: '2028-04-26',
        reason: '發票照片無法辨識',
        to,
        name: '陳小美',
        origin: ORIGIN,
      }),
    );
    expect(new Set(mails.map((m) => m.subject)).size).toBe(WARRANTY_MAIL_KINDS.length);
    for (const mail of mails) {
      expect(mail.to).toBe(to);
      expect(mail.subject).toContain('#0000000042');
      expect(mail.text).toContain('陳小美 您好');
      expect(mail.text).toContain('產品：風野 無線吸塵器 KZ-S8');
      expect(mail.text).toContain('發票號碼：CA63388616（2026-04-27）');
      expect(mail.text).toContain(`${ORIGIN}/member/service#warranty-42`);
    }
    const [registered, approved, refused] = mails;
    expect(registered?.subject).toBe('好生活：我們已收到您的保固登錄（#0000000042）');
    expect(approved?.text).toContain('保固期限至 2028-04-26 止');
    expect(refused?.text).toContain('原因：發票照片無法辨識');
    // a decision is said only in its own mail
    expect(registered?.text).not.toContain('2028-04-26');
    expect(approved?.text).not.toContain('發票照片無法辨識');
  });
});

describe('a gift claim’s mails', () => {
  it('says each kind in its own words; the parcel’s carrier and number only when it is shipped', () => {
    const mails = GIFT_CLAIM_MAIL_KINDS.map((kind) =>
      giftClaimMail({
        kind,
        claim,
        ...(kind === 'shipped' ? { parcel: { carrier: '黑貓宅急便', trackingNumber: '9012-3456-7890' } } : {}),
        to,
        name: '陳小美',
        origin: ORIGIN,
      }),
    );
    expect(new Set(mails.map((m) => m.subject)).size).toBe(GIFT_CLAIM_MAIL_KINDS.length);
    for (const mail of mails) {
      expect(mail.subject).toMatch(HAN);
      expect(mail.subject).toContain('#0000000007');
      expect(mail.text).toContain('活動：風野濾網加贈活動');
      expect(mail.text).toContain('贈品：HEPA 替換濾網組');
      expect(mail.text).toContain(`${ORIGIN}/member#gift-claims-title`);
    }
    const [received, , rejected, shipped] = mails;
    expect(received?.subject).toBe('好生活：我們已收到您的贈品申請（#0000000007）');
    expect(rejected?.text).toContain('原因：發票金額未達活動門檻');
    expect(received?.text).not.toContain('發票金額未達活動門檻');
    expect(shipped?.text).toContain('物流業者：黑貓宅急便');
    expect(shipped?.text).toContain('物流單號：9012-3456-7890');
  });
});

describe('an in-home request’s receipt and a care reminder', () => {
  it('name the product and the day asked for, not the address or phone', () => {
    const mail = inhomeReceivedMail({
      request: {
        id: 3,
        brandName: '克拉荷斯',
        modelName: '直立式蒸氣拖把 KH-300',
        preferredDate: '2026-12-08',
        preferredPeriod: 'afternoon',
      },
      to,
      name: '陳小美',
      origin: ORIGIN,
    });
    expect(mail.subject).toBe('好生活：我們已收到您的到府服務申請（#0000000003）');
    expect(mail.text).toContain('希望日期：2026-12-08 下午（13:00–18:00）');
    expect(mail.text).toContain(`${ORIGIN}/member/service`);
  });

  it('says how often the registered product wants care, and how to stop the reminders', () => {
    const mail = careReminderMail({
      product: { brandName: '風野', modelName: '空氣清淨機 KZ-A5', invoiceDate: '2026-03-01', intervalMonths: 3 },
      unsubscribeLink: `${ORIGIN}/unsubscribe?token=abc`,
      to,
      name: '陳小美',
      origin: ORIGIN,
    });
    expect(mail.subject).toBe('好生活：風野 空氣清淨機 KZ-A5 保養提醒');
    expect(mail.text).toContain('每 3 個月保養一次');
    expect(mail.text).toContain('購買日期 2026-03-01');
    // the way out, in the text and for the mail program's own button
    expect(mail.text).toContain(`${ORIGIN}/unsubscribe?token=abc`);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${ORIGIN}/unsubscribe?token=abc>`);
  });
});

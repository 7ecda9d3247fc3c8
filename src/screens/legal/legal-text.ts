import type { LegalKind } from '../../../schemas/legal-document.schema';
import type { LegalDocument } from './legal-screen';

/**
 * zh-TW copy of the fixed pages. The membership terms and the privacy policy are versions staff
 * publish (legal_documents, /api/legal/{kind}): only their leads are here.
 */

export const COMPLAINTS_INFO: LegalDocument = {
  lead: '消費爭議的申訴管道與處理流程。',
  updated: '2026-01-01',
  sections: [
    {
      id: 'channels',
      title: '申訴管道',
      paragraphs: ['對商品或服務有任何疑問或不滿意，歡迎先與好生活客服聯繫，我們將於 3 個工作天內回覆。'],
      items: ['客服專線：0800-000-123（週一至週五 09:00–18:00）', '線上表單：聯絡我們頁面', '各直營門市服務台'],
    },
    {
      id: 'process',
      title: '處理流程',
      paragraphs: ['收到申訴後，專人將確認訂單與商品狀況，必要時安排檢測，並以電話或電子郵件說明處理方式。'],
      items: ['受理申訴並提供案件編號', '調查與檢測（約 5 至 10 個工作天）', '回覆處理結果並追蹤滿意度'],
    },
    {
      id: 'authorities',
      title: '消費者保護機關',
      paragraphs: [
        '若對處理結果仍有疑義，可向行政院消費者保護會或各縣市政府消費者服務中心提出申訴，或撥打全國消費者服務專線 1950。',
      ],
    },
  ],
};

export const LEGAL_PAGE_TEXT = {
  leads: {
    'membership-terms': '加入會員前，請詳閱以下會員條款。',
    'privacy-policy': '我們如何蒐集、使用與保護您的個人資料。',
  } satisfies Record<LegalKind, string>,
  version: (version: string, since: string) => `版本：${version}（${since} 起適用）`,
} as const;

export const MEMBERSHIP_TEXT = {
  lead: '加入好生活會員，享有活動報名、保固登錄與專屬優惠。',
  benefitsTitle: '會員權益',
  join: '登入或加入會員',
  terms: '會員條款',
  privacy: '隱私權政策',
} as const;

export const MEMBERSHIP_BENEFITS = [
  { title: '活動優先報名', text: '料理教室、保養講座與讀者聚會，會員可優先報名並收藏喜歡的活動。' },
  { title: '線上保固登錄', text: '登錄產品序號與發票，隨時在會員中心查看保固期限。' },
  { title: '維修進度查詢', text: '維修、速修、深層清潔與到府服務，進度一目了然。' },
  { title: '生日與節氣好禮', text: '會員生日月與特定節氣，享有專屬優惠與選物。' },
] as const;

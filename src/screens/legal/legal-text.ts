import { LEGAL_VERSIONS } from '../../../schemas/legal-versions';
import type { LegalDocument } from './legal-screen';

/** zh-TW copy of the fixed pages (no API data: they change with a release, not with content). */

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

export const MEMBERSHIP_TERMS: LegalDocument = {
  lead: '加入會員前，請詳閱以下會員條款。',
  updated: LEGAL_VERSIONS.membershipTerms,
  sections: [
    {
      id: 'agreement',
      title: '一、條款的同意',
      paragraphs: [
        '當您完成會員註冊，即表示您已閱讀、了解並同意本條款的所有內容。本公司得隨時修改條款，修改後將公告於本網站。',
      ],
    },
    {
      id: 'account',
      title: '二、會員帳號',
      paragraphs: ['請提供正確、最新的個人資料，並妥善保管帳號與密碼。若發現帳號遭盜用，請立即通知本公司。'],
    },
    {
      id: 'services',
      title: '三、會員服務',
      paragraphs: ['會員可使用活動報名、保固登錄、維修申請、訂單查詢與電子報等服務，服務內容依網站公告為準。'],
      items: ['活動報名與票券管理', '產品保固登錄與查詢', '維修、速修、深層清潔與到府服務申請'],
    },
    {
      id: 'termination',
      title: '四、服務的暫停或終止',
      paragraphs: ['會員如有違反本條款或法令之行為，本公司得暫停或終止其會員資格。會員亦得隨時申請停用帳號。'],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  lead: '我們如何蒐集、使用與保護您的個人資料。',
  updated: LEGAL_VERSIONS.privacyPolicy,
  sections: [
    {
      id: 'collection',
      title: '一、蒐集的資料',
      paragraphs: ['為提供會員、活動、保固與維修服務，我們會蒐集您的姓名、聯絡方式、地址、購買紀錄與服務紀錄。'],
    },
    {
      id: 'use',
      title: '二、使用目的',
      paragraphs: ['個人資料僅用於提供服務、寄送商品與通知、客戶服務、統計分析與經您同意的行銷用途。'],
    },
    {
      id: 'sharing',
      title: '三、資料的分享',
      paragraphs: [
        '除依法令要求或為完成服務所必要（例如物流、金流、維修合作廠商）外，我們不會將您的個人資料提供給第三方。',
      ],
    },
    {
      id: 'rights',
      title: '四、您的權利',
      paragraphs: ['依個人資料保護法，您可以查詢、閱覽、複製、補充、更正、停止使用或刪除您的個人資料。'],
    },
    {
      id: 'cookies',
      title: '五、Cookie 的使用',
      paragraphs: [
        '本網站使用 Cookie 維持登入狀態與改善瀏覽體驗。您可以在瀏覽器中停用 Cookie，但部分功能可能無法使用。',
      ],
    },
  ],
};

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

import type { ProfileUpdateInput } from '../../../schemas/profile.schema';

/** The member area's words (zh-TW). */
export const MEMBER_TEXT = {
  homeLead: '管理您的會員資料、活動與服務紀錄。',
  greeting: (name: string) => `${name}，您好`,
  linksLabel: '會員服務',
  links: [
    { to: '/member/activity', title: '我的活動', text: '您報名的活動與訂單。' },
    { to: '/member/service', title: '我的服務', text: '您的維修、保固與服務申請紀錄。' },
    { to: '/member/edit', title: '編輯會員資料', text: '更新您的聯絡資訊與訂閱設定。' },
  ],
  sessions: {
    title: '登入裝置',
    text: '若您曾在他人的電腦或遺失的手機上登入，可在此登出所有裝置（包括這一台）。',
    button: '登出所有裝置',
    confirm: '確定要登出所有裝置嗎？這台裝置也會一併登出。',
    cancel: '取消',
    failed: '無法登出所有裝置，請稍後再試。',
  },
  signInFirst: '請先登入會員。',
  editLead: '更新您的聯絡資訊與訂閱設定。',
} as const;

type FieldName = Extract<keyof ProfileUpdateInput, string>;

export const PROFILE_FORM_TEXT = {
  labels: {
    name: '姓名',
    mobile: '手機號碼',
    gender: '性別',
    birthday: '生日',
    zip_code: '郵遞區號',
    city: '縣市',
    town: '鄉鎮市區',
    address: '地址',
    subscribe: '訂閱好生活電子報',
  } satisfies Record<FieldName, string>,
  email: 'Email',
  emailHint: '登入用的 Email 由會員帳號管理，無法在此修改。',
  mobileHint: '09 開頭共 10 碼，例如 0912345678',
  subscribeHint: '不定期收到活動、新品與生活提案。',
  genderUnset: '請選擇',
  contactLegend: '基本資料',
  addressLegend: '通訊地址',
  submit: '儲存變更',
  saving: '儲存中…',
  saved: '會員資料已更新。',
  expired: '登入已逾時，請重新登入後再試。',
  failed: '儲存失敗，請稍後再試。',
} as const;

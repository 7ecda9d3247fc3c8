import { STAFF_ROLE_LABELS, type StaffRole } from '../../../schemas/staff-role.schema';

export const rolesText = (roles: readonly StaffRole[]) => roles.map((r) => STAFF_ROLE_LABELS[r]).join('、');

export const STAFF_TEXT = {
  console: '好生活後台',
  navLabel: '後台選單',
  accountLabel: '目前登入',
  backToSite: '回到網站',
  signOut: '登出',
  forbiddenTitle: '您沒有後台權限',
  forbiddenLead: (email: string | null) =>
    `您登入的帳號${email ? `（${email}）` : ''}尚未被授予任何後台角色，因此無法使用後台。`,
  forbiddenWhat:
    '如需使用後台，請聯絡網站管理員，請對方在「人員與角色」以您註冊會員的 Email 授予角色；授予後重新整理本頁即可。',
  sectionForbiddenTitle: '此頁需要其他角色',
  sectionForbiddenLead: (role: string) => `此頁需要「${role}」角色。如需使用，請聯絡網站管理員。`,
  expired: '登入已過期，請重新登入。',
  toMember: '前往會員中心',
  dashboard: {
    greeting: (name: string) => `${name}，您好`,
    rolesHeading: '您的角色',
    openHeading: '您可以使用',
  },
} as const;

export const PEOPLE_TEXT = {
  grantHeading: '授予角色',
  grantLead: '對方須先以 Email 註冊並登入網站一次，才能在此授予角色。',
  email: '會員 Email',
  emailHint: '對方註冊會員時使用的 Email',
  roles: '角色',
  grant: '授予角色',
  granting: '授予中…',
  granted: (email: string) => `已授予 ${email} 角色。`,
  listCaption: '後台人員',
  name: '姓名',
  rolesOf: (name: string) => `${name} 的角色`,
  save: '儲存角色',
  saving: '儲存中…',
  saved: '已儲存。',
  you: '（您本人）',
  ownRoles: '不能變更自己的角色，請由另一位管理員處理。',
  emptyTitle: '尚無後台人員',
  emptyHint: '在上方輸入會員 Email 並勾選角色，即可授予後台角色。',
  failed: '儲存失敗，請稍後再試。',
} as const;

export const AUDIT_TEXT = {
  caption: '稽核紀錄',
  lead: '每一筆後台異動都記錄在此，只能查看，不能修改或刪除。',
  filters: {
    actor: '人員 Email',
    actorHint: '可輸入部分 Email',
    entity: '對象',
    entityHint: '例如 member',
    entityId: '對象編號',
    action: '動作',
    actionHint: '例如 staff.roles',
    from: '開始日期',
    to: '結束日期',
  },
  columns: {
    at: '時間',
    actor: '人員',
    ip: '來源位址',
    action: '動作',
    entity: '對象',
  },
  system: '系統',
  emptyTitle: '尚無稽核紀錄',
  emptyHint: '後台人員的每一次異動都會出現在這裡。',
  diff: {
    caption: (what: string) => `${what} 的變更`,
    field: '欄位',
    before: '變更前',
    after: '變更後',
    none: '沒有欄位變更。',
    empty: '（無）',
  },
} as const;

/** Known actions in words; an action not listed here is shown as its code. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'staff.roles': '變更角色',
  'staff.bootstrap': '首位管理員',
  'mail.retry': '重新寄送郵件',
};

import { holdsRole, type StaffRole } from '../../../schemas/staff-role.schema';

/** One screen of the console, and who may open it. */
export interface StaffNavItem {
  to: string;
  label: string;
  /** the role it takes (an admin holds them all); null: anyone holding a role */
  requires: StaffRole | null;
  /** a line on the dashboard saying what the screen is for */
  summary: string;
}

export interface StaffNavSection {
  label: string;
  items: readonly StaffNavItem[];
}

/**
 * The console's side navigation and dashboard links: a screen is listed here once it exists, with
 * the role it takes (the API checks the same role on each call; this only spares people links that
 * would answer 403). 內容 is filled as the content screens are built.
 */
export const STAFF_NAV: readonly StaffNavSection[] = [
  {
    label: '後台',
    items: [
      { to: '/staff', label: '總覽', requires: null, summary: '您的帳號與可使用的功能。' },
      { to: '/staff/people', label: '人員與角色', requires: 'admin', summary: '授予或變更後台人員的角色。' },
      { to: '/staff/audit', label: '稽核紀錄', requires: 'admin', summary: '查看每一筆後台異動：誰、何時、改了什麼。' },
      {
        to: '/staff/mails',
        label: '郵件佇列',
        requires: 'admin',
        summary: '查看寄給會員的郵件，重新寄送寄送失敗的郵件。',
      },
      {
        to: '/staff/flow-insight',
        label: '流程洞察',
        requires: 'editor',
        summary: '會員在各表單流程的每一步：多少人開始、在哪一步離開、哪個欄位最常被退回。',
      },
    ],
  },
  {
    label: '內容',
    items: [
      { to: '/staff/articles', label: '文章', requires: 'editor', summary: '撰寫、預覽、排程與發布網站上的文章。' },
      {
        to: '/staff/home',
        label: '首頁橫幅與區塊',
        requires: 'editor',
        summary: '上傳、排序、發布與下架首頁橫幅，編輯首頁的五個區塊。',
      },
      {
        to: '/staff/pages',
        label: '頁面區塊',
        requires: 'editor',
        summary: '編輯永續、人才培育與 ZONEZONE 頁面的區塊與項目。',
      },
      {
        to: '/staff/legal',
        label: '條款與政策',
        requires: 'editor',
        summary: '會員條款與隱私權政策的新版本與發布。',
      },
      { to: '/staff/recipes', label: '食譜', requires: 'editor', summary: '撰寫、排程與發布 HENCE 的節氣食譜。' },
      { to: '/staff/brands', label: '品牌', requires: 'editor', summary: '維護品牌名稱、標誌與出現在哪些服務選單。' },
    ],
  },
  {
    label: '商品與門市',
    items: [
      {
        to: '/staff/product-infos',
        label: '商品資訊',
        requires: 'editor',
        summary: '各品牌的保固登錄、型號與序號驗證規則及表單備註。',
      },
      {
        to: '/staff/product-models',
        label: '商品型號',
        requires: 'editor',
        summary: '商品型號、序號規則、可維修零件與深層清潔適用。',
      },
      { to: '/staff/locations', label: '門市', requires: 'editor', summary: '門市與服務據點的資料、營業時間與發布。' },
    ],
  },
  {
    label: '活動',
    items: [
      {
        to: '/staff/events',
        label: '活動',
        requires: 'events',
        summary: '建立與編輯活動、場次、票種與問卷，發布、下架與複製；查看報名名單與候補。',
      },
      {
        to: '/staff/orders',
        label: '活動訂單',
        requires: 'events',
        summary: '以訂單編號、報名序號、會員 Email 或電話查詢訂單，查看歷程，取消未付款訂單與退款。',
      },
      {
        to: '/staff/checkin',
        label: '入場驗票',
        requires: 'events',
        summary: '在活動入口用手機掃描票券或輸入報名編號，斷線時也能驗票。',
      },
    ],
  },
  {
    label: '服務',
    items: [
      {
        to: '/staff/repairs',
        label: '維修申請',
        requires: 'service',
        summary: '依狀態處理維修、速修與深層清潔申請，留言給會員並填寫物流單號。',
      },
      {
        to: '/staff/reserve-times',
        label: '速修預約時段',
        requires: 'service',
        summary: '各門市的速修時段與名額，關閉假日並通知已預約的會員。',
      },
      {
        to: '/staff/warranties',
        label: '保固登錄審核',
        requires: 'service',
        summary: '對照發票與照片，審核通過或不通過會員的保固登錄。',
      },
      {
        to: '/staff/gift-claims',
        label: '贈品申請',
        requires: 'service',
        summary: '核對發票與照片，核准或不通過贈品申請，並登錄寄出的物流單號。',
      },
      {
        to: '/staff/gift-events',
        label: '贈品活動',
        requires: 'service',
        summary: '贈品活動的期間、消費門檻、贈品與庫存。',
      },
      {
        to: '/staff/inbox',
        label: '聯絡我們留言',
        requires: 'service',
        summary: '依類別與狀態查看每一則留言，並由網站寄出回覆。',
      },
    ],
  },
];

/** The sections and screens a person holding `roles` may open; a section left empty is not shown. */
export function staffNavFor(roles: readonly StaffRole[]): StaffNavSection[] {
  return STAFF_NAV.map((section) => ({
    label: section.label,
    items: section.items.filter((item) => item.requires === null || holdsRole(roles, [item.requires])),
  })).filter((section) => section.items.length > 0);
}

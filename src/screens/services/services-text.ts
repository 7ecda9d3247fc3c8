/** zh-TW copy of the services hub (/services). */
export const SERVICES_TEXT = {
  lead: '購買之後，我們一直都在：維修、速修、清潔、到府與保固服務。',
  kindsTitle: '服務項目',
  formsTitle: '線上申請',
  formsLead: '以下申請需要登入會員，登入後即可線上填寫。',
  loginPrompt: '此服務需要登入會員，是否前往登入？',
  goToLogin: '前往登入',
  cancel: '取消',
  fastRepairInfoTitle: '速修服務說明',
  fastRepairInfoMessage: '速修服務最快約 40 分鐘完成，實際時間依現場狀況而定。',
  fastRepairInfoButton: '了解速修',
} as const;

/**
 * The login-only service forms the hub starts: button label and manifest id (the path and the
 * sign-in banner come from schemas/route-manifest.ts, so they cannot drift from the guards).
 */
export const SERVICE_FORMS = [
  { routeId: 'services-repair-form', label: '維修申請' },
  { routeId: 'services-fast-repair-form', label: '速修預約' },
  { routeId: 'services-cleaning-form', label: '深層清潔申請' },
  { routeId: 'services-inhome-form', label: '到府服務申請' },
  { routeId: 'services-warranty-form', label: '保固登錄' },
] as const;

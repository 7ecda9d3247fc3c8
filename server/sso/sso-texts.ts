import type { BannerId } from '../../schemas/route-manifest';

/** Every string the sign-in service shows or mails, in one place (zh-TW). */

/** SPEC §2 guard 3: the form a guest came from, shown above the sign-in form. */
export const BANNERS: Record<BannerId, { title: string; text: string }> = {
  1: { title: '會員登入', text: '登入會員，即可查看活動報名、服務紀錄與個人資料。' },
  2: { title: '保固登錄', text: '登入後即可線上登錄產品保固。' },
  3: { title: '維修服務', text: '登入後即可線上申請維修。' },
  4: { title: '速修服務', text: '登入後即可預約速修服務，最快約 40 分鐘完成。' },
  5: { title: '深層清潔', text: '登入後即可申請深層清潔服務。' },
  6: { title: '到府服務', text: '登入後即可申請到府服務。' },
  7: { title: '贈品申請', text: '登入後即可申請贈品。' },
  8: { title: '活動報名', text: '登入後即可報名活動。' },
};

export const SSO_TEXT = {
  brand: '好生活',
  serviceName: '好生活會員中心',
  backToSite: '回到網站',
  labels: {
    name: '姓名',
    email: 'Email',
    mobile: '手機號碼',
    password: '密碼',
    passwordConfirmation: '確認密碼',
    newPassword: '新密碼',
    agree: '我已閱讀並同意會員條款與隱私權政策',
  },
  hints: {
    mobile: '09 開頭共 10 碼，例如 0912345678',
    password: '至少 8 個字元',
  },
  signIn: {
    title: '登入',
    submit: '登入',
    failed: 'Email 或密碼錯誤。',
    toRegister: '還不是會員？立即註冊',
    toForgot: '忘記密碼？',
  },
  register: {
    title: '註冊會員',
    submit: '註冊',
    // the same words whether or not the address is taken: what comes next is in the mail
    sent: '我們已寄出一封信到您填寫的 Email，請開啟信中的連結完成註冊。',
    toSignIn: '已經是會員？前往登入',
    read: '閱讀',
    terms: (version: string) => `會員條款（${version} 版）`,
    privacy: (version: string) => `隱私權政策（${version} 版）`,
    opensNewTab: '（另開新視窗）',
  },
  confirm: {
    title: '完成註冊',
    intro: '請按下方按鈕完成註冊，並回到好生活網站。',
    submit: '完成註冊並登入',
    invalid: '此註冊連結已失效或已使用過，請重新註冊。',
    again: '重新註冊',
  },
  forgot: {
    title: '忘記密碼',
    intro: '請輸入註冊時使用的 Email，我們會寄送重設密碼連結給您。',
    submit: '寄送重設密碼連結',
    sent: '若此 Email 已註冊，我們已寄出重設密碼連結。',
    toSignIn: '返回登入',
  },
  reset: {
    title: '設定新密碼',
    submit: '更新密碼',
    invalid: '此重設密碼連結已失效或已使用過，請重新申請。',
    again: '重新申請重設密碼',
    done: '密碼已更新，請以新密碼登入。',
  },
  formError: '輸入的資料有誤，請檢查標示的欄位。',
  csrf: '頁面已逾時，請重新整理後再送出一次。',
  badForm: '送出的表單資料無法讀取，請重新整理後再送出一次。',
  mail: {
    resetSubject: '【好生活】重設密碼連結',
    resetBody: (name: string, link: string, minutes: number) =>
      [
        `${name} 您好：`,
        '',
        `我們收到重設您好生活會員密碼的申請。請在 ${minutes} 分鐘內開啟以下連結設定新密碼（連結只能使用一次）：`,
        '',
        link,
        '',
        '若您沒有提出申請，請忽略這封信，您的密碼不會改變。',
        '',
        '好生活 敬上',
      ].join('\n'),
    confirmSubject: '【好生活】請完成會員註冊',
    confirmBody: (name: string, link: string, hours: number) =>
      [
        `${name} 您好：`,
        '',
        `感謝您註冊好生活會員。請在 ${hours} 小時內開啟以下連結完成註冊（連結只能使用一次）：`,
        '',
        link,
        '',
        '若您沒有註冊，請忽略這封信，我們不會建立帳號。',
        '',
        '好生活 敬上',
      ].join('\n'),
    takenSubject: '【好生活】有人嘗試以您的 Email 註冊會員',
    takenBody: (name: string, forgotLink: string) =>
      [
        `${name} 您好：`,
        '',
        '剛剛有人嘗試以您的 Email 註冊好生活會員。您已經是會員，不需要再次註冊。',
        '若忘記密碼，可由以下連結重設：',
        '',
        forgotLink,
        '',
        '若這不是您本人的操作，請忽略這封信。',
        '',
        '好生活 敬上',
      ].join('\n'),
  },
} as const;

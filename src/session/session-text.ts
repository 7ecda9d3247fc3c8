/** The header's session links (zh-TW). */
export const SESSION_TEXT = {
  signIn: '登入',
  member: '會員中心',
  signOut: '登出',
  signingIn: '登入中…',
  signingOut: '登出中…',
} as const;

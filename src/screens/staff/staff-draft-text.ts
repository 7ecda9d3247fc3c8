import { formatTaipei } from '../../../schemas/taipei-date';

const at = (iso: string) => formatTaipei(iso, 'MM/DD HH:mm');

/** The edit forms' drafts (src/screens/staff/use-staff-draft.ts). */
export const DRAFT_TEXT = {
  othersLabel: '其他人的草稿',
  other: (name: string, email: string | null, updatedAt: string) =>
    `${name || email || '另一位同仁'}${email && name ? `（${email}）` : ''}於 ${at(updatedAt)} 有尚未儲存的修改。`,
  othersHint: '兩人都儲存時，後儲存的人會看到兩個版本並選擇要保留的內容。',
  mineLabel: '您的草稿',
  mine: (updatedAt: string) => `您在 ${at(updatedAt)} 有一份尚未儲存的草稿。`,
  mineOlder: (base: number, current: number) =>
    `草稿依據第 ${base} 版，之後已有人儲存為第 ${current} 版；還原後儲存時，會先請您比對兩個版本。`,
  restore: '還原草稿',
  discard: '捨棄草稿',
  saved: (updatedAt: string) => `草稿已自動儲存（${at(updatedAt)}）`,
  failed: '草稿無法自動儲存；請記得按「儲存」。',
} as const;

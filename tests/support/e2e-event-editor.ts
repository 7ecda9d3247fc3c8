import type { Page } from '@playwright/test';
import type { validDetails, validSessions, validSurvey, validTickets } from '../models/staff-event-edit.model';

/**
 * Typing through the console's event editor (/staff/events/new, five steps) as a person does, by
 * each field's label: the editor's model spec and the event journey spec share it.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a field by its label; a required one's name ends with 必填 */
const label = (page: Page, name: string) => page.getByLabel(new RegExp(`^${escapeRegExp(name)}\\s*(\\*\\s*必填)?$`));

/** Step 1: the details as given (the subject as it is typed). */
export async function typeDetails(page: Page, data: typeof validDetails) {
  await label(page, '活動名稱').fill(data.subject);
  await label(page, '摘要').fill(data.summary);
  await label(page, '活動內容').fill(data.body);
  await page.getByRole('radio', { name: data.cost_plan === 'paid' ? '付費' : '免費' }).check();
}

export async function fillSessions(page: Page, data: typeof validSessions) {
  for (const [i, s] of data.sessions.entries()) {
    const n = i + 1;
    if (!(await label(page, `場次 ${n} 名稱`).count())) await page.getByRole('button', { name: '新增場次' }).click();
    await label(page, `場次 ${n} 名稱`).fill(s.subject);
    await label(page, `場次 ${n} 開始時間（台北時間）`).fill(s.starts_local ?? '');
    await label(page, `場次 ${n} 結束時間（台北時間）`).fill(s.ends_local ?? '');
    await label(page, `場次 ${n} 地點`).fill(s.place_name);
    await label(page, `場次 ${n} 地址`).fill(s.place_address);
    await label(page, `場次 ${n} 形式`).selectOption(s.format);
    await label(page, `場次 ${n} 座位數`).fill(String(s.capacity));
    await label(page, `場次 ${n} 每人購買上限`).fill(String(s.purchase_limit));
  }
}

export async function fillTickets(page: Page, data: typeof validTickets) {
  for (const [i, t] of data.tickets.entries()) {
    const n = i + 1;
    if (!(await label(page, `票種 ${n} 名稱`).count())) await page.getByRole('button', { name: '新增票種' }).click();
    await label(page, `票種 ${n} 場次`).selectOption(String(t.session));
    await label(page, `票種 ${n} 名稱`).fill(t.name);
    await label(page, `票種 ${n} 票價（元）`).fill(String(t.price));
    await label(page, `票種 ${n} 名額`).fill(String(t.quota));
  }
}

export async function fillSurvey(page: Page, data: typeof validSurvey) {
  await label(page, '問卷標題').fill(data.survey_title);
  for (const [i, q] of data.questions.entries()) {
    const n = i + 1;
    if (!(await label(page, `問題 ${n} 題目`).count())) await page.getByRole('button', { name: '新增問題' }).click();
    await label(page, `問題 ${n} 題型`).selectOption(q.type);
    await label(page, `問題 ${n} 題目`).fill(q.title);
    if (q.type !== 'text' && q.type !== 'textarea') await label(page, `問題 ${n} 選項`).fill(q.options);
    if (q.required) await page.getByRole('checkbox', { name: `問題 ${n} 必填` }).check();
  }
}

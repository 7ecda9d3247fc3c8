// The demo's events as the browser specs find them. Playwright only.
import type { Page } from '@playwright/test';

/** The id of a seeded event, by its subject (the list's first 50 hold every demo event). */
export async function eventIdOf(page: Page, subject: string): Promise<number> {
  const list = (await (await page.request.get('/api/events?per_page=50')).json()) as {
    data: { top: { id: number; subject: string }[]; list: { data: { id: number; subject: string }[] } };
  };
  const event = [...list.data.top, ...list.data.list.data].find((e) => e.subject === subject);
  if (!event) throw new Error(`no seeded event ${subject}`);
  return event.id;
}

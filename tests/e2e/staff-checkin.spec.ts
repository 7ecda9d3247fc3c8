import { type APIRequestContext, type Browser, type BrowserContext, devices } from '@playwright/test';
import type { CheckinList, CheckinSession } from '../../schemas/checkin.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import { memberAddress, registerAtService } from '../support/e2e-member';
import { placePaidOrder } from '../support/e2e-paid-order';
import { signInAsAdmin } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * Door check-in on a phone (issue 27 item 5), the phone project only: a staff phone checks a paid
 * ticket in by its number and by its signed code (typed as a scanner would, the camera being the
 * invoice reader's own, tested there), is told 已入場 with the first time and phone the second
 * time; then two phones go offline, one decides 20 scans alone, both let one ticket in, and back
 * online the uploads make the server's counts and one conflict. The tickets are bought through
 * the API beforehand (members registered at the sign-in service, paid at the sandbox); the rules'
 * breadth is the API tests' (tests/api/staff-checkin.test.ts).
 */

const EVENT = '年末大掃除線上工作坊';
const SESSION = '正式場';

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a door page for a phone: the phone project runs it');
});

interface Ticket {
  number: string;
  code: string;
}

async function sessionOfEvent(request: APIRequestContext) {
  const list = (await (await request.get('/api/events?per_page=50')).json()) as {
    data: { top: { id: number; subject: string }[]; list: { data: { id: number; subject: string }[] } };
  };
  const event = [...list.data.top, ...list.data.list.data].find((e) => e.subject === EVENT);
  const sessions = (await (await request.get(`/api/calendar_events/${event?.id}`)).json()) as {
    data: { id: number; subject: string; tickets: { id: number }[] }[];
  };
  const session = sessions.data.find((s) => s.subject === SESSION);
  if (!event || !session) throw new Error(`no ${EVENT} ${SESSION}`);
  return { eventId: event.id, sessionId: session.id, ticketId: session.tickets[0]?.id };
}

/** A new member buys two tickets (the session's limit), paid at the sandbox: their numbers and signed codes. */
async function buyTwo(baseURL: string, newContext: () => Promise<APIRequestContext>, n: number): Promise<Ticket[]> {
  const request = await newContext();
  try {
    const email = `e2e.checkin.${Date.now().toString(36)}.${process.pid}.${n}@example.com.tw`;
    const back = await registerAtService(request, baseURL, {
      name: '測試會員',
      email,
      mobile: '0912345678',
      password: 'correct horse 8',
    });
    const login = await request.post('/api/auth/login', {
      data: { outer_id: back.searchParams.get('outer_id'), access_token: back.searchParams.get('id_token') },
      headers: { 'x-forwarded-for': memberAddress() },
    });
    expect(login.status(), 'the buyer is signed in').toBe(200);
    const people = [0, 1].map((i) => ({ name: `入場測試${n}-${i}`, phone: '0912345678', email: 'door@example.com' }));
    const orderNumber = await placePaidOrder(request, { event: EVENT, session: SESSION, participants: people });
    const order = (await (await request.get(`/api/user/orders/${orderNumber}`)).json()) as {
      data: { items: { registration_number: string; ticket_code: string | null }[] };
    };
    return order.data.items.map((i) => ({ number: i.registration_number, code: i.ticket_code as string }));
  } finally {
    await request.dispose();
  }
}

/** A phone of its own (a Pixel 7's screen and touch), signed in as this worker's admin. */
async function phone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  await signInAsAdmin(context.request);
  return { context, page: await context.newPage() };
}

/** From the chooser (counts shown) to the session's door, the phone named `device`. */
async function openDoor(page: Page, device: string) {
  await page.goto('/staff/checkin');
  await page.getByRole('link', { name: new RegExp(`${EVENT}.*${SESSION}`) }).click();
  await expect(page.getByRole('heading', { name: `${EVENT}・${SESSION}` })).toBeVisible();
  const name = page.getByLabel('本機名稱');
  await name.fill(device);
  await expect(page.getByText('請掃描票券 QR Code 或輸入報名編號。')).toBeVisible();
}

const words = (page: Page) => page.locator('.checkin-verdict__words');

/** Types what a scanner read (a number or a signed code) and presses 查驗; the answer's words. */
async function check(page: Page, ticket: string) {
  await page.getByLabel('報名編號或姓名').fill(ticket);
  await page.getByRole('button', { name: '查驗', exact: true }).click();
  await expect(words(page)).not.toHaveText('查驗中…');
  return words(page);
}

const listOf = async (request: APIRequestContext, sessionId: number) =>
  ((await (await request.get(`/api/staff/checkin/sessions/${sessionId}`)).json()) as { data: CheckinList }).data;

test(`checks a paid ticket in by its number, then by its code; a second scan says 已入場 with the first time ${PHONE_TAG}`, async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const origin = baseURL as string;
  // the tickets are bought while the two phones sign in
  // the tickets are bought while the two phones sign in (one after the other: the first may register the admin)
  const [[byNumber, byCode], other] = await Promise.all([
    buyTwo(origin, () => playwright.request.newContext({ baseURL: origin }), 0),
    signInAsAdmin(page.request).then(() => phone(browser, origin)),
  ]);
  await openDoor(page, '入口一號機');

  await expect(await check(page, byNumber?.number as string)).toHaveText('可入場');
  await expect(page.locator('.checkin-verdict')).toHaveClass(/checkin-verdict--ok/);
  await expect(page.locator('.checkin-verdict__who')).toContainText(byNumber?.number as string);

  const { sessionId } = await sessionOfEvent(page.request);
  const first = (await listOf(page.request, sessionId)).tickets.find(
    (t) => t.registration_number === byNumber?.number,
  )?.first;
  expect(first?.device, 'the server has the admission with this phone').toBe('入口一號機');
  const again = await check(page, byNumber?.number as string);
  await expect(again).toHaveText(`已入場（${formatTaipei(first?.at as string, 'HH:mm:ss')}，入口一號機）`);
  await expect(page.locator('.checkin-verdict')).toHaveClass(/checkin-verdict--warn/);

  // the signed code, as a scanner types it; then another phone at another door
  await expect(await check(page, byCode?.code as string)).toHaveText('可入場');
  await openDoor(other.page, '入口二號機');
  await expect(await check(other.page, byCode?.code as string)).toHaveText(/^已入場（\d\d:\d\d:\d\d，入口一號機）$/);
  // and a code altered by one character is no ticket
  const altered = `${byCode?.code.slice(0, -3)}${byCode?.code.endsWith('AAA') ? 'BBB' : 'AAA'}`;
  await expect(await check(other.page, altered)).toHaveText('無效票券');
  await expect(other.page.locator('.checkin-verdict')).toHaveClass(/checkin-verdict--stop/);
  await other.context.close();
});

test(`decides 20 scans offline, uploads them when back online, and reports one ticket let in on two phones once ${PHONE_TAG}`, async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(60_000);
  const origin = baseURL as string;
  // five buyers at a time (the sign-in service and the sandbox are one small server), while the phones sign in
  const buying = (async () => {
    const tickets: Ticket[] = [];
    for (const batch of [
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]) {
      const pairs = await Promise.all(
        batch.map((n) => buyTwo(origin, () => playwright.request.newContext({ baseURL: origin }), n)),
      );
      tickets.push(...pairs.flat());
    }
    return tickets;
  })();
  const phones = phone(browser, origin).then(async (first) => [first, await phone(browser, origin)] as const);
  const [tickets, [a, b]] = await Promise.all([buying, phones]);
  expect(tickets).toHaveLength(20);
  // the doors open once the tickets are sold: their list holds them
  await Promise.all([openDoor(a.page, '入口甲'), openDoor(b.page, '入口乙')]);
  const { sessionId } = await sessionOfEvent(a.page.request);
  const before = (await listOf(a.page.request, sessionId)).session.counts;

  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await expect(a.page.getByRole('status').filter({ hasText: '離線' }).first()).toBeVisible();
  await expect(b.page.getByRole('status').filter({ hasText: '離線' }).first()).toBeVisible();

  for (const [i, t] of tickets.entries()) {
    await expect(await check(a.page, t.code)).toHaveText('可入場');
    await expect(a.page.getByText(`${i + 1} 筆離線入場待上傳`)).toBeVisible();
  }
  await expect(a.page.getByText('離線判斷，連線後上傳。')).toBeVisible();
  // the first ticket again on the same phone: it remembers
  await expect(await check(a.page, tickets[0]?.code as string)).toHaveText(/^已入場（\d\d:\d\d:\d\d，入口甲）$/);
  // the other phone, offline too, knows nothing of it and lets it in
  await expect(await check(b.page, tickets[0]?.code as string)).toHaveText('可入場');

  await a.context.setOffline(false);
  await expect(a.page.getByText(/筆離線入場待上傳/)).toHaveCount(0, { timeout: 15_000 });
  await expect(a.page.getByTestId('checkin-counts')).toHaveText(`已入場 ${before.checked_in + 20}／${before.tickets}`);
  const afterA = (await listOf(a.page.request, sessionId)).session.counts;
  expect(afterA).toEqual({ ...before, checked_in: before.checked_in + 20 });

  await b.context.setOffline(false);
  const conflicts = b.page.getByRole('region', { name: '需要確認的入場衝突' });
  await expect(conflicts.getByRole('row')).toHaveCount(2, { timeout: 15_000 });
  await expect(conflicts.getByRole('row').nth(1)).toContainText(tickets[0]?.number as string);
  await expect(conflicts.getByRole('row').nth(1)).toContainText('已由其他手機放行');
  await expect(conflicts.getByRole('row').nth(1)).toContainText('入口甲');

  const after = (await listOf(b.page.request, sessionId)).session.counts;
  expect(after).toEqual({ ...before, checked_in: before.checked_in + 20, conflicts: before.conflicts + 1 });
  // the console's chooser says the same
  await b.page.goto('/staff/checkin');
  const sessions = (
    (await (await b.page.request.get('/api/staff/checkin/sessions')).json()) as { data: CheckinSession[] }
  ).data;
  expect(sessions.find((s) => s.id === sessionId)?.counts).toEqual(after);
  await expect(b.page.getByRole('link', { name: new RegExp(`${EVENT}.*${SESSION}`) })).toContainText(
    `已入場 ${after.checked_in}／${after.tickets}・衝突 ${after.conflicts} 筆`,
  );
  await a.context.close();
  await b.context.close();
});

import type { FlowInsight } from '../../schemas/flow-insight-answer.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import { signInAsNewMember } from '../support/e2e-member';
import { adminContext } from '../support/e2e-staff';
import { expect, test } from '../support/e2e-test';

/**
 * Issue 29 item 1 (docs/decisions/flow-insight.md): a member's warranty flow reports its moves
 * from the browser, and the staff JSON counts them. Other specs may walk the same flow at the
 * same time, so the counts are compared before and after, and only ever grow.
 */
test('a member walks two warranty steps: the browser reports the moves, the staff JSON counts them', async ({
  page,
  browser,
}) => {
  const today = formatTaipei(new Date(), 'YYYY-MM-DD');
  await signInAsNewMember(page);
  const admin = await adminContext(browser, new URL((await page.request.get('/api/health')).url()).origin);
  const counts = async () => {
    const res = await admin.request.get(`/api/staff/flow_insight?flow=warranty&from=${today}&to=${today}`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: FlowInsight };
    const days = data.series.find((s) => s.version === data.current_version)?.days ?? [];
    const moves = days.flatMap((d) => d.moves);
    const of = (from: string | null, to: string) =>
      moves.filter((m) => m.from === from && m.to === to).reduce((n, m) => n + m.count, 0);
    return { starts: days.reduce((n, d) => n + d.starts, 0), toPurchase: of('choosingProduct', 'describingPurchase') };
  };
  const before = await counts();

  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/flow_events')) sent += 1;
  });
  await page.goto('/services/warranty/form');
  await page.getByLabel('品牌').selectOption({ label: '風野' });
  await page.getByLabel('型號').selectOption({ label: '無線吸塵器 KZ-S8' });
  await page.getByLabel('產品序號').fill('KZ20261101');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '購買通路與發票' })).toBeVisible();

  // sent once the step has painted and the browser idles (a beacon: its body is not Playwright's
  // to read; tests/unit/client/lib/flow-recorder.test.ts checks what a batch holds)
  await expect.poll(() => sent).toBeGreaterThan(0);

  await expect
    .poll(async () => {
      const after = await counts();
      return after.starts > before.starts && after.toPurchase > before.toPurchase;
    })
    .toBe(true);
  await admin.close();
});

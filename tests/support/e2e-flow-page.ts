import { expect, type Page } from '@playwright/test';

/**
 * What a person sees of where they are in a flow (components/flow/flow-frame.tsx), written as the
 * SPEC counts it: 「步驟 n／N」 with the current step named, or, on the page after the flow, its
 * heading focused at the top of the page and every step marked done.
 */
const progress = (page: Page) => page.getByRole('navigation', { name: '填寫進度' });

/** The page shows step `n` of the flow's `names` (the SPEC's count is `names.length`). */
export async function expectFlowStep(page: Page, n: number, names: readonly string[]) {
  await expect(progress(page).getByText(`步驟 ${n}／${names.length}`, { exact: true })).toBeVisible();
  await expect(progress(page).locator('[aria-current="step"]')).toContainText(names[n - 1] ?? '');
}

/** The page after the flow: its heading focused, the top of the page, every step done. */
export async function expectDonePage(page: Page, heading: string, names: readonly string[]) {
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeFocused();
  await expect(progress(page)).toContainText('全部步驟已完成');
  await expect(progress(page).locator('[aria-current="step"]')).toHaveCount(0);
  await expect(progress(page).getByText('（已完成）')).toHaveCount(names.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

import { eventIdOf } from '../support/e2e-events';
import { expectDonePage } from '../support/e2e-flow-page';
import { signInAsNewMember } from '../support/e2e-member';
import { expect, type Locator, type Page, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * Event sign-up (SPEC §2 /events/{eventId}/apply) as a new member does it, through the controls a
 * person touches (issue 20): the session chosen by clicking or tapping its radio, or with the
 * keyboard alone; and the browser's back and forward buttons across the four step addresses,
 * at a person's pace and as fast as the clicks come, each step keeping its own history entry.
 * The whole order with payment and refund is tests/e2e/events.spec.ts's.
 */

const PAID = '冬季土鍋炊飯教室';
const FREE = '手持吸塵器保養講座（線上）';
/** SPEC §4: event apply has four steps */
const STEP_NAMES = ['選擇場次與票券', '參加者資料', '報名問卷', '發票與付款'];
const STEPS = [
  { suffix: '', title: '選擇場次與票券' },
  { suffix: '/step2', title: '填寫參加者資料' },
  { suffix: '/step3', title: '填寫報名問卷' },
  { suffix: '/step4', title: '發票、付款方式與確認' },
] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const nextButton = (page: Page) => page.getByRole('button', { name: '下一步' });
const sessionRadio = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: '場次' }).getByRole('radio', { name });

async function openApply(page: Page, subject: string): Promise<number> {
  await signInAsNewMember(page);
  const id = await eventIdOf(page, subject);
  await page.goto(`/events/${id}/apply`);
  await expect(heading(page, STEPS[0].title)).toBeVisible();
  return id;
}

async function expectStep(page: Page, eventId: number, index: number) {
  const step = STEPS[index];
  if (!step) throw new Error(`no step ${index}`);
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply${step.suffix}$`));
  await expect(heading(page, step.title)).toBeVisible();
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('signing up by touching the session', () => {
  test('a paid event: the session radio clicked (tapped on a phone) takes the member through four steps to the gateway', {
    tag: PHONE_TAG,
  }, async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    const touch = (target: Locator) => (isMobile ? target.tap() : target.click());
    const eventId = await openApply(page, PAID);

    const afternoon = sessionRadio(page, /下午場/);
    // nothing is chosen for the member, and no ticket is offered before a session is
    await expect(afternoon).not.toBeChecked();
    await expect(page.getByLabel(/一般票（NT\$1,200）張數/)).toHaveCount(0);
    await expect(sessionRadio(page, /加開場/)).toBeDisabled();

    await touch(afternoon);
    await expect(afternoon).toBeChecked();
    await page.getByLabel(/一般票（NT\$1,200）張數/).selectOption('2');
    await touch(nextButton(page));
    await expectStep(page, eventId, 1);

    const second = page.getByRole('group', { name: '參加者 2' });
    await second.getByLabel('姓名').fill('陳美華');
    await second.getByLabel('手機').fill('0922333444');
    await second.getByLabel('Email').fill('mei@example.com');
    await touch(nextButton(page));
    await expectStep(page, eventId, 2);
    await touch(nextButton(page));
    await expectStep(page, eventId, 3);

    await expect(page.getByTestId('apply-total')).toHaveText('NT$2,400');
    await touch(page.getByRole('radio', { name: '信用卡一次付清' }));
    await touch(page.getByRole('checkbox', { name: '我已閱讀並同意活動報名條款與退款須知' }));
    await touch(page.getByRole('button', { name: '確認送出' }));
    await expect(page).toHaveURL(/\/pay$/);
    await expect(page.getByTestId('pay-amount')).toHaveText('NT$2,400');
  });

  test('a free event: the session radio and the survey radio clicked (tapped on a phone), signed up without payment', {
    tag: PHONE_TAG,
  }, async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    const touch = (target: Locator) => (isMobile ? target.tap() : target.click());
    const eventId = await openApply(page, FREE);

    const online = sessionRadio(page, /線上直播/);
    await expect(online).not.toBeChecked();
    await touch(online);
    await expect(online).toBeChecked();
    await page.getByLabel(/免費票（免費）張數/).selectOption('1');
    await touch(nextButton(page));
    await expectStep(page, eventId, 1);
    await touch(nextButton(page));
    await expectStep(page, eventId, 2);

    await page.getByLabel('您目前使用的吸塵器型號').fill('V12');
    const years = page.getByRole('radio', { name: '1–3 年' });
    await touch(years);
    await expect(years).toBeChecked();
    await touch(nextButton(page));
    await expectStep(page, eventId, 3);

    await expect(page.getByText('免費活動，不需付款。')).toBeVisible();
    const agree = page.getByRole('checkbox', { name: '我已閱讀並同意活動報名條款與退款須知' });
    await touch(agree);
    await expect(agree).toBeChecked();
    await touch(page.getByRole('button', { name: '確認送出' }));
    // the done page is a page of its own (issue 20): its address, the top, its heading focused,
    // every step marked done
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply/done$`));
    await expectDonePage(page, '報名完成', STEP_NAMES);
    await expect(page.getByText('報名完成！')).toBeVisible();
  });

  test('a paid event with the keyboard alone: Tab to the session, Space, Tab to the quantity, Enter on 下一步', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a phone has no keyboard to tab with');
    const eventId = await openApply(page, PAID);

    const afternoon = sessionRadio(page, /下午場/);
    await tabTo(page, afternoon);
    await page.keyboard.press('Space');
    await expect(afternoon).toBeChecked();

    // the quantities follow the session, and stay when the focus leaves the radio
    const quantity = page.getByLabel(/一般票（NT\$1,200）張數/);
    await page.keyboard.press('Tab');
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(quantity).toHaveValue('2');
    await expect(afternoon).toBeChecked();

    await tabTo(page, nextButton(page));
    await page.keyboard.press('Enter');
    await expectStep(page, eventId, 1);
    await expect(page.getByRole('group', { name: '參加者 2' })).toBeVisible();
  });

  test('a refused step 1 names the session, and its link puts the focus on the session radio', async ({ page }) => {
    await openApply(page, PAID);
    await nextButton(page).click();
    const link = page.getByRole('link', { name: '請選擇場次。' });
    await expect(link).toBeVisible();
    await link.click();
    const afternoon = sessionRadio(page, /下午場/);
    await expect(afternoon).toBeFocused();
    await page.keyboard.press('Space');
    await expect(afternoon).toBeChecked();
    // chosen, the session is no longer refused (the form checks a field it has refused as it changes)
    await expect(page.getByText('請選擇場次。')).toHaveCount(0);
    await expect(page.getByLabel(/一般票（NT\$1,200）張數/)).toBeVisible();
  });
});

test.describe('the step addresses and the history', () => {
  /** Step 1 with one ticket: step 2 is the member from the profile, step 3 has no survey. */
  async function chooseOneTicket(page: Page) {
    await sessionRadio(page, /下午場/).click();
    await page.getByLabel(/一般票（NT\$1,200）張數/).selectOption('1');
  }

  test('steps 1→4, back three times and forward three times, at a person’s pace, again and again', async ({ page }) => {
    test.setTimeout(90_000);
    const eventId = await openApply(page, PAID);
    await chooseOneTicket(page);
    for (const index of [1, 2, 3]) {
      await nextButton(page).click();
      await expectStep(page, eventId, index);
    }
    for (let round = 0; round < 3; round += 1) {
      for (const index of [2, 1, 0]) {
        await page.goBack();
        await expectStep(page, eventId, index);
      }
      for (const index of [1, 2, 3]) {
        await page.goForward();
        await expectStep(page, eventId, index);
      }
    }
    // the in-app 上一步 walks back through the same entries: the browser's forward returns to them
    for (const index of [2, 1, 0]) {
      await page.getByRole('button', { name: '上一步' }).click();
      await expectStep(page, eventId, index);
    }
    for (const index of [1, 2]) {
      await page.goForward();
      await expectStep(page, eventId, index);
    }
    await nextButton(page).click();
    await expectStep(page, eventId, 3);
    for (const index of [2, 1, 0]) {
      await page.goBack();
      await expectStep(page, eventId, index);
    }
  });

  test('steps 1→4 as fast as the clicks come: every step still has its own history entry', async ({ page }) => {
    test.setTimeout(90_000);
    const eventId = await openApply(page, PAID);
    for (let round = 0; round < 3; round += 1) {
      if (round === 0) await chooseOneTicket(page);
      // each click as soon as the step is on screen, not waiting for its address
      for (const index of [1, 2, 3]) {
        await nextButton(page).click();
        await expect(heading(page, STEPS[index]?.title ?? '')).toBeVisible();
      }
      await expectStep(page, eventId, 3);
      for (const index of [2, 1, 0]) {
        await page.goBack();
        await expectStep(page, eventId, index);
      }
      // back at step 1, the member goes on again: the later entries are replaced, not skipped
    }
    // the browser's buttons pressed in a row, no look at the page between them
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expectStep(page, eventId, 3);
    await page.goBack();
    await page.goBack();
    await expectStep(page, eventId, 1);
    await page.goForward();
    await expectStep(page, eventId, 2);
  });
});

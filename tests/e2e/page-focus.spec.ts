import { validMessage } from '../models/contact.model';
import { expectRenderedPath, expectSameDocument, mainNav, markDocument, pageHeading } from '../support/e2e-app';
import { fillMessage } from '../support/e2e-contact';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * Issue 20: after an in-app navigation the focus goes to the new page's heading, so a keyboard or
 * screen-reader user starts on the new page instead of on the body; the first page of a document
 * keeps the browser's own start; a flow's steps keep the focus their step frame gives them.
 */

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);
const focusVisible = (page: Page) => page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false);

test('a link of the app moves the focus to the new page heading; the first page leaves it on the document', async ({
  page,
}) => {
  await page.goto('/news');
  await markDocument(page);
  expect(await focusOnBody(page), 'a loaded page starts with the focus on the document').toBe(true);

  await (await mainNav(page)).getByRole('link', { name: '門市據點' }).click();
  await expectRenderedPath(page, '/locations');
  await expect(pageHeading(page, '門市據點')).toBeFocused();
  // clicked with the pointer: no focus ring beyond what :focus-visible gives (none)
  expect(await focusVisible(page)).toBe(false);

  // with the keyboard: a footer link followed with Enter, and the next Tab goes on from the new page
  const footer = page.getByRole('navigation', { name: '頁尾選單' });
  await footer.getByRole('link', { name: '常見問題' }).focus();
  await page.keyboard.press('Enter');
  await expectRenderedPath(page, '/services/faq');
  await expect(pageHeading(page, '常見問題')).toBeFocused();
  await expectSameDocument(page);
});

test('entering a flow focuses its page heading; its next step is left to the step heading', async ({ page }) => {
  await page.goto('/news');
  await markDocument(page);
  await page.getByRole('navigation', { name: '頁尾選單' }).getByRole('link', { name: '聯絡我們' }).click();
  await expectRenderedPath(page, '/contact');
  await expect(pageHeading(page, '聯絡我們')).toBeFocused();

  await fillMessage(page, { ...validMessage, email: `focus.${Date.now().toString(36)}@example.com` });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/contact\/step2$/);
  const step = page.getByRole('heading', { level: 2, name: '確認您的留言', exact: true });
  await expect(step).toBeFocused();
  // and it stays there: the page-level focus does not take it back to the h1 a moment later
  await page.waitForTimeout(300);
  await expect(step).toBeFocused();
  await expectSameDocument(page);
});

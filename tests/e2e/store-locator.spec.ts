import { expect, type Page, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * The store locator (issue 23 §5): Taiwan with the stores as pins beside the list, the two marking
 * the same store whichever one chose it, pins reachable by keyboard, and on a phone a list/map switch.
 */

const map = (page: Page) => page.getByRole('region', { name: '門市地圖' });
const list = (page: Page) => page.getByRole('region', { name: /門市列表/ });
const pin = (page: Page, name: string) => map(page).getByRole('link', { name, exact: true });
const card = (page: Page, name: string) => list(page).getByRole('link', { name, exact: true });

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the map beside the list is the wide layout');

  test('a store chosen in the list is marked on the map, zooming in past its neighbours', async ({ page }) => {
    await page.goto('/locations');
    await expect(map(page)).toBeVisible();
    // the two Kaohsiung stores stand 2 km apart: one marker on the whole island
    await expect(pin(page, '高雄維修服務中心')).toHaveCount(0);
    await card(page, '高雄維修服務中心').click();
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    await expect(pin(page, '高雄維修服務中心')).toHaveAttribute('aria-current', 'true');
    await expect(pin(page, '好生活 高雄駁二門市')).not.toHaveAttribute('aria-current', 'true');
    await expect(map(page).locator('[aria-current]')).toHaveCount(1);
  });

  test('a pin chosen on the map marks its card and brings it into view; grouped pins zoom in', async ({ page }) => {
    await page.goto('/locations');
    await pin(page, '好生活 台南門市').click();
    await expect(card(page, '好生活 台南門市')).toHaveAttribute('aria-current', 'true');
    await expect(card(page, '好生活 台南門市')).toBeInViewport();
    await expect(page.locator('.location-detail__title')).toHaveText('好生活 台南門市');

    // the Taipei stores share a marker until it is opened; then each is a pin, by keyboard too
    await map(page)
      .getByRole('button', { name: /^放大地圖：這裡有 \d+ 家門市（.*台北維修服務中心/ })
      .click();
    const service = pin(page, '台北維修服務中心');
    await service.focus();
    await page.keyboard.press('Enter');
    await expect(card(page, '台北維修服務中心')).toHaveAttribute('aria-current', 'true');
    await expect(service).toHaveAttribute('aria-current', 'true');
    await map(page).getByRole('button', { name: '顯示全台' }).click();
    await expect(pin(page, '好生活 台南門市')).toBeVisible();
  });
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the list/map switch is the narrow layout');

  test('switches between the list and the map; a tapped pin opens its store and marks its card', {
    tag: PHONE_TAG,
  }, async ({ page }) => {
    await page.goto('/locations');
    const showList = page.getByRole('button', { name: '列表', exact: true });
    const showMap = page.getByRole('button', { name: '地圖', exact: true });
    await expect(showList).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, '好生活 台南門市')).toBeVisible();
    await expect(map(page)).toBeHidden();

    await showMap.click();
    await expect(showMap).toHaveAttribute('aria-pressed', 'true');
    await expect(map(page)).toBeVisible();
    await expect(list(page)).toBeHidden();

    await pin(page, '好生活 台南門市').click();
    await expect(page.locator('.location-detail__title')).toHaveText('好生活 台南門市');
    // the map stays on screen under the store's sheet, its pin marked
    await expect(showMap).toHaveAttribute('aria-pressed', 'true');
    await expect(pin(page, '好生活 台南門市')).toHaveAttribute('aria-current', 'true');

    await showList.click();
    await expect(card(page, '好生活 台南門市')).toHaveAttribute('aria-current', 'true');
    await expect(card(page, '好生活 台南門市')).toBeInViewport();
  });
});

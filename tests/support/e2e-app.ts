/**
 * Small Playwright helpers for the site's browser tests: in-app navigation, "was the document
 * reloaded?" markers, the folded phone menu, scroll positions.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The main navigation; on phones it folds behind the 開啟選單 button, which this opens. */
export async function mainNav(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: '開啟選單' });
  if (await toggle.isVisible()) await clickInPlace(page, toggle);
  return page.getByRole('navigation', { name: '主選單' });
}

/**
 * A real pointer click where the element is on screen now. `locator.click()` first scrolls the
 * element into view, and for an element of the sticky header Chromium scrolls the page to the
 * header's place in the flow: fine for most tests, wrong where the scroll position is the subject.
 */
export async function clickInPlace(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element has no box to click');
  const viewport = page.viewportSize();
  if (viewport && (box.y < 0 || box.y + box.height > viewport.height)) {
    throw new Error(`the element is off screen (top ${box.y}): it cannot be clicked where it is`);
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The app has taken the page over (a server-rendered page is hydrated): `<html data-ready>`. */
export async function appReady(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout });
}

/**
 * Marks the current document, once the app runs it (before that, a server-rendered page's links
 * are plain links that load a new document, as they should without the app). The mark lives on
 * `window`, so it survives every in-app navigation and disappears with a document load:
 * `expectSameDocument` proves no reload happened.
 */
export async function markDocument(page: Page): Promise<void> {
  await appReady(page);
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: boolean }).__e2eDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument === true),
    'the SPA navigated without loading a new document',
  ).toBe(true);
}

export async function expectNewDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => '__e2eDocument' in window), 'a new document was loaded').toBe(false);
}

/**
 * A navigation inside the SPA to any address, as the browser's Back/Forward buttons make one: a
 * history entry and a `popstate` that the router follows without a document load. It reaches
 * addresses no link on the page points at (an upper-case path, an unknown page). The entry gets
 * a fresh key, so no saved scroll position applies and the scroll rules treat it like a link.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    const key = `e2e${Math.random().toString(36).slice(2, 10)}`;
    window.history.pushState({ usr: null, key, idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

/** The `<h1>` of the page on screen. */
export const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Resolves once the router has rendered `pathname` (the current breadcrumb links to it). */
export async function expectRenderedPath(page: Page, pathname: string): Promise<void> {
  await expect(page.getByRole('navigation', { name: '導覽路徑' }).locator('a[aria-current="page"]')).toHaveAttribute(
    'href',
    pathname,
  );
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls as a reader would: the call returns once the browser has delivered the `scroll` event
 * (the app remembers positions from it), not merely once `scrollY` changed a frame earlier.
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) {
          resolve();
          return;
        }
        // added after the app's own listener, so it runs after the app saw the event
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
  await expect.poll(() => scrollY(page)).toBe(y);
}

/**
 * The page's own content may be too short to scroll (placeholder pages, a tall phone screen):
 * give the body a fixed, viewport-independent height so the scroll rules have room to act. React
 * never touches <body>, so this stays across in-app navigations and goes with a document load.
 */
export async function makeScrollable(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
  });
}

/** `return_to` of a sign-in address, as a path: the server sends a relative one, the SPA an absolute one. */
export function signInTarget(url: string, base: string): { returnTo: string; banner: string | null } {
  const u = new URL(url, base);
  const raw = u.searchParams.get('return_to') ?? '';
  const back = new URL(raw, base);
  return { returnTo: back.pathname + back.search, banner: u.searchParams.get('banner') };
}

/**
 * Counts the documents (full page loads) of the main frame that asked for the files `pattern`
 * matches, and answers each of those requests 404. A document may ask twice for one file (its
 * HTML names the page's chunks with modulepreload, then the router imports them), so tests count
 * documents, not requests.
 */
export async function missingFile(page: Page, pattern: string): Promise<{ documents: () => number }> {
  let document = 0;
  const asked = new Set<number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) document += 1;
  });
  await page.route(pattern, (route) => {
    asked.add(document);
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  return { documents: () => asked.size };
}

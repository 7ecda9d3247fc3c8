let markFirstPage: () => void = () => {};
const firstPage = new Promise<void>((resolve) => {
  markFirstPage = resolve;
});

/** Called when the first page (or the error screen) has been committed to the screen. */
export function firstPageRendered(): void {
  markFirstPage();
  // the page answers clicks now (a server-rendered one is hydrated): what tests and the bench wait for
  document.documentElement.dataset.ready = 'true';
}

/** A page that never renders (a stuck request) holds idle work back no longer than this. */
const FIRST_PAGE_WAIT_MS = 4000;

/**
 * Run work the first screen does not need once the browser is idle after painting it. It waits
 * for the first page itself, not only the document's load event: the route's chunks and data
 * arrive after `load`, and idle-time downloads (XState, watchers) must not compete with them.
 */
export function afterFirstPaint(run: () => void): void {
  const later = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1500);
  };
  const whenLoaded = () => {
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  };
  void Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(whenLoaded);
}

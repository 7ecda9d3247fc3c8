import { BOOT_ELEMENT_ID, type BootPlan } from '../schemas/boot-plan';

/**
 * How a server-rendered page starts its app: once its first frame is painted. The page is readable
 * without any script, so its text and pictures get the connection first and the app's modules are
 * fetched after them (with every chunk the page needs at once, as the head's preloads would have).
 * The server writes the plan (`#boot`, server/spa/rendered-page.ts); a page rendered in the
 * browser never loads this script and starts its app from index.html as before.
 */
function start(): void {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return;
  const plan = JSON.parse(text) as BootPlan;
  for (const href of plan.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ plan.entry);
}

// The app places the page itself (SPEC §2 scroll rules): the browser must not restore an old
// position into the page it has just painted, before the app starts (src/lib/scroll-history-entry.ts).
window.history.scrollRestoration = 'manual';

// after the frame that paints the page: requestAnimationFrame runs before it, the timeout after it
requestAnimationFrame(() => setTimeout(start, 0));

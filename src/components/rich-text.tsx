import { useLayoutEffect, useRef } from 'react';
import { UI_TEXT } from '../lib/ui-text';
import './rich-text.css';

/** An image of the body that could not load gives its place to 載入失敗, keeping its proportions. */
function replaceFailedImage(img: HTMLImageElement): void {
  const failed = document.createElement('span');
  failed.className = 'load-failed';
  failed.setAttribute('role', 'img');
  failed.setAttribute('aria-label', UI_TEXT.loadFailed);
  failed.textContent = UI_TEXT.loadFailed;
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  if (width > 0 && height > 0) failed.style.aspectRatio = `${width} / ${height}`;
  img.replaceWith(failed);
}

/**
 * An article body: HTML that the server sanitised before storing it and again before sending it
 * (server/content/article-html.ts: no script, no event handler, no `javascript:` URL). Only
 * `body` fields of the content API may be passed here; never text a visitor typed.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  // `error` does not bubble, but it can be caught on the way down to the image
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new body means new images to watch
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const img of root.querySelectorAll('img'))
      if (img.complete && img.naturalWidth === 0 && img.src) replaceFailedImage(img);
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) replaceFailedImage(event.target);
    };
    root.addEventListener('error', onError, true);
    return () => root.removeEventListener('error', onError, true);
  }, [html]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML (see above)
  return <div ref={ref} className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}

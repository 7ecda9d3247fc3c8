import { PAGE_DATA_ELEMENT_ID } from '../../schemas/page-data';

/**
 * API answers the server wrote into the page (`#page-data`, server/spa/page-data.ts), by the URL
 * the client would fetch. Each is used once, by the first call for it, and all are dropped once
 * the first page is on screen: later calls (a refetch, coming back to the page) go to the network.
 */
let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') answers = new Map(Object.entries(parsed));
    } catch {
      // a damaged block costs only the requests it would have saved
    }
  }
  return answers;
}

/** The server's answer to `GET url`, once; `undefined` when the page did not carry one. */
export function takePageData(url: string): unknown {
  const all = read();
  if (!all.has(url)) return undefined;
  const answer = all.get(url);
  all.delete(url);
  return answer;
}

export function dropPageData(): void {
  answers = new Map();
}

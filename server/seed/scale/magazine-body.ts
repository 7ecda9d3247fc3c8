import { HENCE_BODIES } from '../hence-bodies.seed';

/**
 * Real magazine pieces run to several thousand characters; most demo bodies are a lead and a few
 * points. A copy gets further sections drawn from the long HENCE pieces' own paragraphs, a
 * different run for each record and copy, so search and pages work on bodies of a real length.
 */
const SECTIONS: { heading: string; paragraphs: readonly string[] }[] = Object.values(HENCE_BODIES).flatMap((b) => [
  b.extra,
  b.closing,
]);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The body, and its plain text for search, with 3 to 5 more sections for record `seed`. */
export function magazineBody(body: string, bodyText: string, seed: number): { body: string; bodyText: string } {
  if (!SECTIONS.length) return { body, bodyText };
  const count = 3 + (seed % 3);
  let html = body;
  let text = bodyText;
  for (let i = 0; i < count; i++) {
    const section = SECTIONS[(seed * 7 + i * 3) % SECTIONS.length];
    if (!section) continue;
    html += `<h2>${escapeText(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escapeText(p)}</p>`).join('')}`;
    text += ` ${section.heading} ${section.paragraphs.join(' ')}`;
  }
  return { body: html, bodyText: text };
}

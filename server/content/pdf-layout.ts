import { PAGE_HEIGHT, PAGE_WIDTH, type PdfOp, type PdfPage, type Rgb, textWidth, writePdf } from './pdf-writer';

/**
 * A document as a reader expects one: a cover, a table of contents with page numbers, then each
 * section from a new page with its heading and paragraphs, page numbers at the foot.
 */
export interface DocumentSpec {
  title: string;
  subtitle: string;
  /** printed on the cover, e.g. 2026 年 11 月 */
  edition: string;
  publisher: string;
  coverColor: Rgb;
  contentsTitle: string;
  sections: readonly { heading: string; lead?: string; paragraphs: readonly string[] }[];
}

const MARGIN = 64;
const LINE_WIDTH = PAGE_WIDTH - MARGIN * 2;
const BODY = 11;
const LEADING = 19;
const WHITE: Rgb = [1, 1, 1];
const MUTED: Rgb = [0.42, 0.42, 0.42];

/** Lines of at most `width` points; CJK text breaks between any two characters. */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (textWidth(line + ch, size) > width && line) {
      lines.push(line);
      line = ch === ' ' ? '' : ch;
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

function coverPage(spec: DocumentSpec): PdfPage {
  const ops: PdfOp[] = [
    { kind: 'rect', x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: spec.coverColor },
    { kind: 'rect', x: MARGIN, y: 560, width: 48, height: 4, color: WHITE },
    { kind: 'text', x: MARGIN, y: 740, size: 14, text: spec.publisher, color: WHITE },
  ];
  let y = 510;
  for (const line of wrapText(spec.title, 28, LINE_WIDTH)) {
    ops.push({ kind: 'text', x: MARGIN, y, size: 28, text: line, color: WHITE });
    y -= 40;
  }
  for (const line of wrapText(spec.subtitle, 13, LINE_WIDTH)) {
    ops.push({ kind: 'text', x: MARGIN, y: y - 8, size: 13, text: line, color: WHITE });
    y -= 22;
  }
  ops.push({ kind: 'text', x: MARGIN, y: 90, size: 12, text: spec.edition, color: WHITE });
  return { ops };
}

/** The sections laid out on pages; each section starts a page. Returns the pages and each section's first page. */
function bodyPages(spec: DocumentSpec): { pages: PdfOp[][]; starts: number[] } {
  const pages: PdfOp[][] = [];
  const starts: number[] = [];
  let ops: PdfOp[] = [];
  let y = 0;
  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE_HEIGHT - MARGIN - 10;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };
  for (const section of spec.sections) {
    newPage();
    starts.push(pages.length - 1);
    for (const line of wrapText(section.heading, 20, LINE_WIDTH)) {
      ops.push({ kind: 'text', x: MARGIN, y, size: 20, text: line });
      y -= 30;
    }
    ops.push({ kind: 'rect', x: MARGIN, y: y + 8, width: 32, height: 2, color: spec.coverColor });
    y -= 14;
    if (section.lead) {
      for (const line of wrapText(section.lead, 12, LINE_WIDTH)) {
        ensure(LEADING);
        ops.push({ kind: 'text', x: MARGIN, y, size: 12, text: line, color: MUTED });
        y -= LEADING + 2;
      }
      y -= 10;
    }
    for (const paragraph of section.paragraphs) {
      for (const line of wrapText(paragraph, BODY, LINE_WIDTH)) {
        ensure(LEADING);
        ops.push({ kind: 'text', x: MARGIN, y, size: BODY, text: line });
        y -= LEADING;
      }
      y -= 10;
    }
  }
  return { pages, starts };
}

/** The whole document's bytes and its page count. */
export function documentPdf(spec: DocumentSpec): { bytes: Uint8Array; pages: number } {
  const body = bodyPages(spec);
  // cover and contents come first: the sections' page numbers start at 3
  const first = 3;
  const contents: PdfOp[] = [
    { kind: 'text', x: MARGIN, y: PAGE_HEIGHT - MARGIN - 10, size: 20, text: spec.contentsTitle },
  ];
  let y = PAGE_HEIGHT - MARGIN - 60;
  for (const [i, section] of spec.sections.entries()) {
    const pageNo = String(first + (body.starts[i] ?? 0));
    const heading = wrapText(section.heading, 13, LINE_WIDTH - 40)[0] ?? '';
    contents.push({ kind: 'text', x: MARGIN, y, size: 13, text: heading });
    contents.push({ kind: 'text', x: PAGE_WIDTH - MARGIN - textWidth(pageNo, 13), y, size: 13, text: pageNo });
    y -= 28;
  }
  const pages: PdfPage[] = [coverPage(spec), { ops: contents }, ...body.pages.map((ops) => ({ ops }))];
  // page numbers at the foot of every page but the cover
  for (const [i, page] of pages.entries()) {
    if (i === 0) continue;
    const label = String(i + 1);
    page.ops.push({
      kind: 'text',
      x: (PAGE_WIDTH - textWidth(label, 9)) / 2,
      y: 36,
      size: 9,
      text: label,
      color: MUTED,
    });
  }
  return { bytes: writePdf(pages, { title: spec.title }), pages: pages.length };
}

/**
 * A small PDF 1.4 writer for the site's own documents (magazine issues, sustainability reports):
 * pages of text and filled rectangles, nothing more. Chinese text uses Adobe's standard
 * Traditional-Chinese font MSung-Light through the predefined UniCNS-UCS2-H CMap, which every PDF
 * reader supplies itself: no font file ships in the document, so a whole issue stays a few KB.
 * Streams are left uncompressed (readable, and the tests read them).
 */

export type Rgb = readonly [number, number, number];

export type PdfOp =
  | { kind: 'text'; x: number; y: number; size: number; text: string; color?: Rgb }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: Rgb };

export interface PdfPage {
  ops: PdfOp[];
}

/** A4 in points */
export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

/** The width of a text at a size: half an em for ASCII (proportional CIDs 1–95), a full em otherwise. */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) < 0x80 ? 0.5 : 1;
  return ems * size;
}

/** UTF-16BE hex of the text's Basic-Multilingual-Plane characters (the CMap is UCS-2). */
export function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0xffff || code < 0x20) continue;
    hex += code.toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const rgb = ([r, g, b]: Rgb) => `${num(r)} ${num(g)} ${num(b)}`;

function contentStream(page: PdfPage): string {
  return page.ops
    .map((op) =>
      op.kind === 'rect'
        ? `${rgb(op.color)} rg ${num(op.x)} ${num(op.y)} ${num(op.width)} ${num(op.height)} re f`
        : `BT ${rgb(op.color ?? [0.17, 0.17, 0.17])} rg /F1 ${num(op.size)} Tf ${num(op.x)} ${num(op.y)} Td <${ucs2Hex(op.text)}> Tj ET`,
    )
    .join('\n');
}

/** The document's bytes: catalog, pages, the font, the info (title), a cross-reference table. */
export function writePdf(pages: readonly PdfPage[], info: { title: string }): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const firstPage = 7;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type0 /BaseFont /MSung-Light /Encoding /UniCNS-UCS2-H /DescendantFonts [4 0 R] >>');
  add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /MSung-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (CNS1) /Supplement 0 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
  );
  add(
    '<< /Type /FontDescriptor /FontName /MSung-Light /Flags 6 /FontBBox [-160 -249 1015 1071] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  add(`<< /Title <FEFF${ucs2Hex(info.title)}> /Producer (haolife) >>`);
  for (const [i, page] of pages.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    const stream = contentStream(page);
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }

  // every byte is ASCII: string offsets are byte offsets
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

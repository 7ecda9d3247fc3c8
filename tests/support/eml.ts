// Reading the .eml files the mail transport writes to the outbox; no test runner imports, so
// both vitest and Playwright specs use it.

/** Headers and text body of one of the outbox's .eml files (single-part text, as the site sends). */
export function readMail(eml: string): { to: string; subject: string; text: string } {
  const split = eml.indexOf('\n\n');
  const head = eml.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = eml.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  // RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in headers
  const words = (value: string) =>
    value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body.replace(/=\n/g, ''))
        : body;
  return { to: header('To'), subject: words(header('Subject')).trim(), text };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(value[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

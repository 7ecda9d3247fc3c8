export type Encoding = 'br' | 'gzip';

/**
 * The best of `available` (in our order of preference) that the client accepts, per its
 * Accept-Encoding header: `br;q=0` refuses brotli, `*` accepts anything not named. null: send as is.
 */
export function pickEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const star = q.get('*');
  for (const encoding of available) {
    const value = q.get(encoding) ?? (encoding === 'gzip' ? q.get('x-gzip') : undefined) ?? star ?? 0;
    if (value > 0) return encoding;
  }
  return null;
}

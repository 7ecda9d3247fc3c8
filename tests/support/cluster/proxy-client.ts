/**
 * A visitor of the cluster, through the proxy only: a cookie jar like a browser's, the site's own
 * origin on form posts, and a note of which app server answered each request (`X-Served-By`).
 */
export interface Visit {
  method: string;
  path: string;
  status: number;
  servedBy: string | null;
}

export interface ProxyClient {
  origin: string;
  cookies: Map<string, string>;
  /** every request so far, in order */
  visits: Visit[];
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T>(path: string, body?: unknown, init?: RequestInit): Promise<{ res: Response; body: T }>;
  /** a form post as a browser sends it (Origin, url-encoded) */
  form(path: string, fields: Record<string, string>): Promise<Response>;
}

export function proxyClient(origin: string): ProxyClient {
  const cookies = new Map<string, string>();
  const visits: Visit[] = [];

  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(path, origin), { redirect: 'manual', ...init, headers });
    visits.push({ method: init.method ?? 'GET', path, status: res.status, servedBy: res.headers.get('x-served-by') });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  async function json<T>(path: string, body?: unknown, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const res = await request(path, {
      method: body === undefined ? 'GET' : 'POST',
      ...init,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the caller's status check shows the text
    }
    return { res, body: parsed as T };
  }

  const form = (path: string, fields: Record<string, string>) =>
    request(path, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });

  return { origin, cookies, visits, request, json, form };
}

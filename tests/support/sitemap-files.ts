type Answer = { text(): Promise<string> };
/** Something that answers GETs: the app in-process (`app`), or Playwright's (`{ request: (p) => page.request.get(p) }`). */
interface Requester {
  request(path: string): Answer | Promise<Answer>;
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

/**
 * /sitemap.xml is an index (issue 26): the text of every file it points to, one after another,
 * so a test can look for an address without knowing which file holds it.
 */
export async function allSitemapFiles(app: Requester): Promise<string> {
  const index = await (await app.request('/sitemap.xml')).text();
  const files = await Promise.all(
    locsOf(index).map(async (loc) => {
      const url = new URL(loc);
      return (await app.request(url.pathname + url.search)).text();
    }),
  );
  return files.join('\n');
}

/** The pathnames of every address of the sitemap, in its files' order. */
export async function sitemapPaths(app: Requester): Promise<string[]> {
  return locsOf(await allSitemapFiles(app)).map((loc) => new URL(loc).pathname);
}

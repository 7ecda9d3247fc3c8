import { z } from 'zod/v4';

/**
 * The client build's `zod` (vite.config.ts resolves the bare `zod` import here): every schema
 * module gets zod through this file, so the setting below is in place before the first schema is
 * built, whatever chunk that schema lands in. (A setting made in main.tsx came too late: chunks
 * with schemas run before the entry's own code.)
 *
 * Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying
 * one. The site's CSP has no 'unsafe-eval', so the probe is refused and the browser reports a CSP
 * violation on every page (Lighthouse Best Practices: "Issues logged"). Without the compiler,
 * parsing is a little slower and nothing is reported; the client's payloads are small.
 */
z.config({ jitless: true });

export * from 'zod/v4';

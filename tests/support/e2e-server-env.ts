import { throwawayTicketKey } from '../../scripts/throwaway-ticket-key.mjs';

/**
 * The settings the browser tests' app server runs with (playwright.config.ts), for a server whose
 * pages are at `publicUrl`; a spec that starts a server of its own (a database nobody else writes
 * to: tests/e2e/flow-insight-console.spec.ts) gives it the same.
 */
export const e2eServerEnv = (publicUrl: string): Record<string, string> => ({
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // production refuses to start without saying where its links point (server/env.ts)
  PUBLIC_URL: publicUrl,
  TICKET_SIGNING_KEY: throwawayTicketKey(),
  // the services spec's staff members move repairs along (server/routes/staff.routes.ts); the
  // console spec's admin grants roles (tests/e2e/staff-console.spec.ts)
  STAFF_EMAILS: [
    'e2e.staff@example.com.tw,e2e.staff2@example.com.tw,e2e.console@example.com.tw',
    // the article specs' admin, one per parallel worker (tests/support/e2e-staff.ts)
    'e2e.articles0@example.com.tw,e2e.articles1@example.com.tw,e2e.articles2@example.com.tw,e2e.articles3@example.com.tw',
    // the document task spec's admin, one per parallel worker (tests/e2e/staff-document-replace.model.spec.ts)
    'e2e.docs0@example.com.tw,e2e.docs1@example.com.tw,e2e.docs2@example.com.tw,e2e.docs3@example.com.tw',
    // the home page spec's admin (tests/e2e/staff-home.spec.ts)
    'e2e.blocks@example.com.tw',
    // the recipes spec's admin (tests/e2e/staff-recipes.spec.ts)
    'e2e.recipes@example.com.tw',
  ].join(','),
  // test members sign in from addresses of their own (tests/support/e2e-member.ts)
  TRUST_PROXY: 'true',
});

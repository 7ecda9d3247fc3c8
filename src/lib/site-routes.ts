import { routesFor } from '../../schemas/route-manifest';

/**
 * The manifest as this build sees it. Vite replaces `import.meta.env.DEV` with a literal, so a
 * production build knows nothing of the demo pages.
 */
export const siteRoutes = routesFor({ dev: import.meta.env.DEV });

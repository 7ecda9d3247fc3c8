import { PHONE_MEDIA, WIDE_MEDIA } from '../../schemas/breakpoints';
import { HomepageResponse } from '../../schemas/home.schema';
import { homeBannerPairs } from '../../schemas/home-banners';
import { escapeHtml } from './seo';

interface LargestPicture {
  desktop: string;
  /** the phone's own picture (below the mobile breakpoint), when there is one */
  mobile: string | null;
}

/**
 * Route id → the picture that page paints largest (its LCP), read from the answers the page
 * carries (page-data.ts). Named in the HTML, it loads beside the JS instead of after the first
 * render has found it.
 */
const LARGEST_PICTURE: Readonly<Record<string, (answers: Readonly<Record<string, unknown>>) => LargestPicture | null>> =
  {
    home: (answers) => {
      const home = HomepageResponse.safeParse(answers['/api/homepage']);
      const first = home.success ? homeBannerPairs(home.data.data)[0] : undefined;
      return first ? { desktop: first.desktop.link, mobile: first.mobile?.link ?? null } : null;
    },
  };

const preload = (href: string, media?: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high">`;

/** The preload links of a page's largest picture: one per screen size, as <picture> chooses. */
export function renderImagePreloads(routeId: string, answers: Readonly<Record<string, unknown>>): string[] {
  const picture = LARGEST_PICTURE[routeId]?.(answers);
  if (!picture) return [];
  if (!picture.mobile) return [preload(picture.desktop)];
  return [preload(picture.mobile, PHONE_MEDIA), preload(picture.desktop, WIDE_MEDIA)];
}

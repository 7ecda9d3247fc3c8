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
 * Route id → the picture to fetch before the first render finds it, read from the answers the
 * page carries (page-data.ts). For home that is the first banner: the largest paint on wide
 * screens. (On a phone the largest paint is the first info block's picture, which the screen
 * loads eagerly instead: its size there depends on layout the server does not know.)
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

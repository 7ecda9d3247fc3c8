import type { HomeBanner, Homepage } from './home.schema';
import type { Image } from './image.schema';

export interface HomeBannerPair {
  /** the banner whose title and link the slide shows */
  banner: HomeBanner;
  desktop: Image;
  /** the picture for narrow screens, when the editors gave one */
  mobile: Image | null;
}

/**
 * SPEC §3 pc_banner and mobile_banner: the nth phone banner is the nth desktop banner's picture
 * for narrow screens (the editors enter them in pairs). The home screen shows the pairs; the
 * server preloads the first pair's pictures, the page's largest paint.
 */
export function homeBannerPairs(home: Pick<Homepage, 'pc_banner' | 'mobile_banner'>): HomeBannerPair[] {
  const count = Math.max(home.pc_banner.length, home.mobile_banner.length);
  const pairs: HomeBannerPair[] = [];
  for (let i = 0; i < count; i += 1) {
    const pc = home.pc_banner[i];
    const mobile = home.mobile_banner[i];
    const banner = pc ?? mobile;
    if (!banner) continue;
    pairs.push({ banner, desktop: banner.image, mobile: mobile?.image ?? null });
  }
  return pairs;
}

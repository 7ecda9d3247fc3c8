import type { Homepage } from '../../../schemas/home.schema';
import { BannerCarousel, type BannerSlide } from '../../components/banner-carousel';
import { HOME_TEXT } from './home-text';

/**
 * SPEC §3 pc_banner and mobile_banner: the nth phone banner is the nth desktop banner's picture
 * for narrow screens (the editors enter them in pairs).
 */
export function homeSlides(home: Pick<Homepage, 'pc_banner' | 'mobile_banner'>): BannerSlide[] {
  const count = Math.max(home.pc_banner.length, home.mobile_banner.length);
  const slides: BannerSlide[] = [];
  for (let i = 0; i < count; i += 1) {
    const pc = home.pc_banner[i];
    const mobile = home.mobile_banner[i];
    const main = pc ?? mobile;
    if (!main) continue;
    slides.push({
      key: main.id,
      title: main.subject,
      desktop: main.image,
      mobile: mobile?.image ?? null,
      link: main.link,
    });
  }
  return slides;
}

export function HomeBanners({ home }: { home: Homepage }) {
  const slides = homeSlides(home);
  if (slides.length === 0) return null;
  return <BannerCarousel slides={slides} label={HOME_TEXT.bannersLabel} />;
}

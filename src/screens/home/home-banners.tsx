import type { Homepage } from '../../../schemas/home.schema';
import { homeBannerPairs } from '../../../schemas/home-banners';
import { BannerCarousel, type BannerSlide } from '../../components/banner-carousel';
import { HOME_TEXT } from './home-text';

export function homeSlides(home: Pick<Homepage, 'pc_banner' | 'mobile_banner'>): BannerSlide[] {
  return homeBannerPairs(home).map(({ banner, desktop, mobile }) => ({
    key: banner.id,
    title: banner.subject,
    desktop,
    mobile,
    link: banner.link,
  }));
}

export function HomeBanners({ home }: { home: Homepage }) {
  const slides = homeSlides(home);
  if (slides.length === 0) return null;
  return <BannerCarousel slides={slides} label={HOME_TEXT.bannersLabel} />;
}

import { describe, expect, it } from 'vitest';
import type { Homepage } from '../../../../schemas/home.schema';
import { homeSlides } from '../../../../src/screens/home/home-banners';

const image = (link: string) => ({ link, width: 10, height: 10, alt: '' });

describe('home banners', () => {
  it('pairs the nth phone banner with the nth desktop banner', () => {
    const banner = (id: number, link: string) => ({ id, subject: `b${id}`, image: image(link), link: '/hence' });
    const slides = homeSlides({
      pc_banner: [banner(1, 'pc1'), banner(2, 'pc2')],
      mobile_banner: [banner(4, 'm1')],
    } as Pick<Homepage, 'pc_banner' | 'mobile_banner'>);
    expect(slides.map((s) => [s.key, s.desktop.link, s.mobile?.link ?? null])).toEqual([
      [1, 'pc1', 'm1'],
      [2, 'pc2', null],
    ]);
  });
});

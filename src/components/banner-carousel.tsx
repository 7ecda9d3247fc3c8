import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Image } from '../../schemas/image.schema';
import { BannerPicture } from './banner-picture';
import './banner-carousel.css';

export interface BannerSlide {
  key: number;
  title: string;
  /** a line above the title (categories) */
  eyebrow?: string;
  desktop: Image;
  mobile?: Image | null;
  link: string | null;
}

const CAROUSEL_TEXT = {
  previous: '上一張',
  next: '下一張',
  slide: (n: number, total: number) => `第 ${n} 張，共 ${total} 張`,
  goTo: (n: number) => `顯示第 ${n} 張`,
} as const;

/**
 * Banners side by side in a scroll-snapping track: swipe on a phone, buttons and dots elsewhere.
 * No autoplay (WCAG 2.2.2). Only the first picture loads eagerly, with high priority (LCP).
 */
export function BannerCarousel({ slides, label }: { slides: readonly BannerSlide[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const total = slides.length;
  // wide pictures only (no phone picture): on a phone the caption goes under the picture
  const wideOnly = slides.every((slide) => !slide.mobile);

  const show = (index: number) => {
    const el = track.current;
    if (!el) return;
    const next = (index + total) % total;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: next * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setActive(next);
  };

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setActive(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section
      className={`banner-carousel${wideOnly ? ' banner-carousel--wide' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul ref={track} className="banner-carousel__track" onScroll={onScroll}>
        {slides.map((slide, i) => {
          const caption = (
            <span className="banner-carousel__caption">
              {slide.eyebrow && <span className="banner-carousel__eyebrow">{slide.eyebrow}</span>}
              <span className="banner-carousel__title">{slide.title}</span>
            </span>
          );
          return (
            <li
              key={slide.key}
              className="banner-carousel__slide"
              aria-roledescription="slide"
              aria-label={CAROUSEL_TEXT.slide(i + 1, total)}
            >
              {slide.link ? (
                <Link to={slide.link} className="banner-carousel__link" tabIndex={i === active ? 0 : -1}>
                  <BannerPicture desktop={slide.desktop} mobile={slide.mobile} priority={i === 0} decorative />
                  {caption}
                </Link>
              ) : (
                <div className="banner-carousel__link">
                  <BannerPicture desktop={slide.desktop} mobile={slide.mobile} priority={i === 0} decorative />
                  {caption}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {total > 1 && (
        <div className="banner-carousel__controls">
          <button type="button" className="banner-carousel__step" onClick={() => show(active - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{CAROUSEL_TEXT.previous}</span>
          </button>
          <ul className="banner-carousel__dots">
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className="banner-carousel__dot"
                  aria-label={CAROUSEL_TEXT.goTo(i + 1)}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => show(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="banner-carousel__step" onClick={() => show(active + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{CAROUSEL_TEXT.next}</span>
          </button>
        </div>
      )}
    </section>
  );
}

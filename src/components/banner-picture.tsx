import { type CSSProperties, useState } from 'react';
import { PHONE_MEDIA } from '../../schemas/breakpoints';
import type { Image } from '../../schemas/image.schema';
import { pictureSrcset } from '../../schemas/picture-widths';
import { LoadFailed } from './load-failed';
import './banner-carousel.css';

interface BannerPictureProps {
  /** the desktop picture (SPEC §3 pc_banner) */
  desktop: Image;
  /** the phone picture (mobile_banner), below the 768 px breakpoint */
  mobile?: Image | null;
  className?: string;
  /** the first banner is the page's largest paint: fetch it first */
  priority?: boolean;
  /** a caption beside it already says what the picture shows: no alt text read twice */
  decorative?: boolean;
}

/**
 * Art direction with <picture>: each source carries its own width and height, so the browser
 * reserves the right box for the phone's tall picture and the desktop's wide one (no layout shift).
 */
export function BannerPicture({
  desktop,
  mobile,
  className = '',
  priority = false,
  decorative = false,
}: BannerPictureProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    // keep the box of whichever picture was showing: the phone's proportions below 768 px
    const ratios = {
      '--ratio-desktop': `${desktop.width} / ${desktop.height}`,
      '--ratio-mobile': mobile ? `${mobile.width} / ${mobile.height}` : `${desktop.width} / ${desktop.height}`,
    } as CSSProperties;
    return <LoadFailed className={`banner-picture banner-picture--failed ${className}`.trim()} style={ratios} />;
  }
  return (
    <picture className={`banner-picture ${className}`.trim()}>
      {mobile && (
        <source
          media={PHONE_MEDIA}
          srcSet={pictureSrcset(mobile)}
          sizes="100vw"
          width={mobile.width}
          height={mobile.height}
        />
      )}
      <img
        className="banner-picture__img"
        src={desktop.link}
        srcSet={pictureSrcset(desktop)}
        sizes="100vw"
        alt={decorative ? '' : desktop.alt}
        width={desktop.width}
        height={desktop.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}

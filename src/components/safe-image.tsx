import { useState } from 'react';
import { LoadFailed } from './load-failed';
import './safe-image.css';

interface SafeImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** the first screen's images load at once; everything below the fold waits */
  eager?: boolean;
  /** the page's largest first-screen picture (LCP): eager and fetched before other images */
  priority?: boolean;
  /** the picture's copies by width (schemas/picture-widths.ts); `sizes` says which one a screen takes */
  srcSet?: string;
  sizes?: string;
}

/** An image with its box reserved (no layout shift) that shows 載入失敗 when it cannot load. */
export function SafeImage({
  src,
  alt,
  width,
  height,
  className = '',
  eager = false,
  priority = false,
  srcSet,
  sizes,
}: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <LoadFailed
        className={`safe-image safe-image--failed ${className}`.trim()}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  return (
    <img
      className={`safe-image ${className}`.trim()}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}

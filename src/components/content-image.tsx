import type { Image } from '../../schemas/image.schema';
import { pictureSrcset } from '../../schemas/picture-widths';
import { SafeImage } from './safe-image';

interface ContentImageProps {
  image: Image | null;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
  /** a picture that repeats the text beside it (a card's title) is decoration: alt="" */
  decorative?: boolean;
}

/**
 * A picture of the content API (link, intrinsic size, alt). Without one, an empty box of the same
 * proportions keeps the card's layout.
 */
export function ContentImage({ image, className = '', eager, priority, sizes, decorative = false }: ContentImageProps) {
  if (!image) return <span className={`content-image--none ${className}`.trim()} aria-hidden="true" />;
  return (
    <SafeImage
      src={image.link}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      className={className}
      eager={eager}
      priority={priority}
      // without `sizes` a width-described srcset is invalid: such a picture keeps its one file
      srcSet={sizes ? pictureSrcset(image) : undefined}
      sizes={sizes}
    />
  );
}

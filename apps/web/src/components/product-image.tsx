import { imageSrcSet } from '@canino/shared';
import type { ImgHTMLAttributes } from 'react';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Width of the full-size upload (products 800, categories 600, banners 1600), for the srcset. */
  fullWidth?: number;
  /** Rendered width hint for the browser's srcset choice, e.g. '(min-width: 1024px) 25vw, 50vw'. */
  sizes?: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
};

/**
 * An uploaded image with its intrinsic size set (no layout shift), the small/large srcset of the upload
 * store, and lazy loading unless it is above the fold.
 */
export function ProductImage({ src, alt, width, height, fullWidth = 800, sizes, priority = false, ...rest }: ProductImageProps) {
  const srcSet = imageSrcSet(src, fullWidth);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}

import { type PictureWidth, pictureSrcSet } from '@pf/shared';
import type { ImgHTMLAttributes } from 'react';

type SizedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  /** Widths the server may draw it at (packages/shared PICTURE_WIDTHS). */
  widths: readonly PictureWidth[];
  /** The width it shows at, for the browser to pick from `widths`. */
  sizes: string;
  alt: string;
};

/**
 * A picture the platform serves, offered at the widths a screen may need: the browser fetches the
 * smallest that is sharp at the width the picture shows, as WebP where it takes it. A picture from
 * elsewhere is shown as it is.
 */
export function SizedImage({ src, widths, sizes, alt, ...rest }: SizedImageProps) {
  return <img src={src} srcSet={pictureSrcSet(src, widths)} sizes={sizes} alt={alt} {...rest} />;
}

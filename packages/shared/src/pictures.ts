/** The media types an uploaded image is stored and answered in (decided by its bytes on upload). */
export const UPLOADED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * The widths (px) the server draws pictures at. A short fixed list keeps every size a cache can
 * hold, on the server and on the way, to a handful per picture.
 */
export const PICTURE_WIDTHS = [160, 240, 320, 480, 768, 960, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Only the platform's own pictures take `?w=`; an address elsewhere is left as it is. */
const ownPicture = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The address of a picture drawn at `width`. */
export function pictureUrl(url: string, width: PictureWidth): string {
  if (!ownPicture(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** A `srcset` offering the picture at each width, or undefined for a picture from elsewhere. */
export function pictureSrcSet(url: string, widths: readonly PictureWidth[]): string | undefined {
  if (!ownPicture(url)) return undefined;
  return widths.map((w) => `${pictureUrl(url, w)} ${w}w`).join(', ');
}

/**
 * How a banner is offered: the widths to choose from and the width it shows at (the full width of
 * a phone, the page's column on a desktop). The page's preload hint offers the same, so the browser
 * fetches the one picture the banner will use.
 */
export const BANNER_PICTURE = {
  widths: [480, 768, 1200],
  sizes: '(min-width: 1280px) 1200px, 100vw',
  /** The frame every banner is drawn at (3:1): the image's own size hints give the same ratio. */
  width: 1200,
  height: 400,
} as const satisfies { widths: readonly PictureWidth[]; sizes: string; width: number; height: number };

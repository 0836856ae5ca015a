import { BANNER_PICTURE } from '@pf/shared';
import { releaseShellBanner } from '@/lib/shell-banner';
import { SizedImage } from './sized-image';

/**
 * The page's first banner as the server drew it into the page (`lib/shell-banner.ts`): the same
 * picture, the same choice of widths, so the browser draws it from what it already has. Once it is
 * drawn here, the server's copy above it goes.
 */
export function ShellBannerImage({ url, className }: { url: string; className: string }) {
  return (
    <SizedImage
      src={url}
      widths={BANNER_PICTURE.widths}
      sizes={BANNER_PICTURE.sizes}
      width={BANNER_PICTURE.width}
      height={BANNER_PICTURE.height}
      alt=""
      fetchPriority="high"
      className={className}
      draggable={false}
      onLoad={releaseShellBanner}
    />
  );
}

import { BANNER_PICTURE, type Banner } from '@pf/shared';
import { Link } from 'react-router';
import { SizedImage } from '@/components/ui/sized-image';
import { releaseShellBanner } from '@/lib/shell-banner';

/**
 * One banner, linked where it says. The first one on the screen is usually the largest thing the
 * visitor sees first: `first` asks the browser to fetch it ahead of everything else.
 */
export function BannerSlide({ banner, first = false }: { banner: Banner; first?: boolean }) {
  const image = (
    <SizedImage
      src={banner.url}
      // The page's preload hint offers the same choice (server site-page.ts).
      widths={BANNER_PICTURE.widths}
      sizes={BANNER_PICTURE.sizes}
      alt={banner.title}
      width={BANNER_PICTURE.width}
      height={BANNER_PICTURE.height}
      fetchPriority={first ? 'high' : 'auto'}
      // The others wait until the row is about to turn to them.
      loading={first ? 'eager' : 'lazy'}
      // Drawn here, the copy the server drew over this place goes (lib/shell-banner.ts).
      onLoad={first ? releaseShellBanner : undefined}
      decoding="async"
      className="size-full object-cover"
      draggable={false}
    />
  );
  if (banner.linkageType === 1 && banner.link) {
    return (
      <Link to={banner.link} className="block size-full">
        {image}
      </Link>
    );
  }
  if (banner.linkageType === 2 && banner.link) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className="block size-full">
        {image}
      </a>
    );
  }
  return image;
}

import type { PictureWidth } from '@pf/shared';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { SizedImage } from '@/components/ui/sized-image';
import { cn } from '@/lib/cn';
import { useNearScreen } from '@/lib/use-near-screen';

interface ArtSize {
  /** The artwork's own size, which reserves its box before it loads. */
  width: number;
  height: number;
  /** The widths the server may draw it at, and the width it usually shows at. */
  widths: readonly PictureWidth[];
  sizes: string;
}

/** The catalog's artwork: a game tile is a third of a phone's width, a small logo 48 px or less. */
export const ART = {
  // Three tiles a row on a phone, between the page's side padding and two gaps.
  game: {
    width: 240,
    height: 240,
    widths: [160, 240, 320],
    sizes: '(min-width: 640px) 200px, calc((100vw - 44px) / 3)',
  },
  vendor: { width: 160, height: 160, widths: [160], sizes: '48px' },
  vendorWide: {
    width: 480,
    height: 200,
    widths: [320, 480, 768, 960],
    sizes: '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
  },
} as const satisfies Record<string, ArtSize>;

/**
 * A game's or vendor's artwork; when it fails to load, the default game icon takes its place (§2).
 * `size` is the picture's own size (one of `ART`): the browser reserves its box before it loads.
 */
export function GameImage({
  src,
  alt,
  size,
  sizes,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  size: ArtSize;
  /** The width it shows at here, when not the artwork's usual one (a game's art as a small logo). */
  sizes?: string;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  // A lobby holds a hundred tiles; the phone decodes each picture on its own, so a picture is
  // fetched when its tile is about to be seen (tiles beside the screen in a row wait for a swipe).
  const [ref, near] = useNearScreen<HTMLSpanElement>();
  if (src && broken !== src) {
    if (!near) {
      return (
        <span
          ref={ref}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className={cn('block bg-surface-2', className)}
        />
      );
    }
    return (
      <SizedImage
        src={src}
        widths={size.widths}
        sizes={sizes ?? size.sizes}
        alt={alt}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(src)}
        className={cn('object-cover', className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={alt}
      data-testid="game-image-fallback"
      className={cn(
        'grid place-items-center bg-linear-to-br from-surface-3 to-surface-2 text-muted',
        className,
      )}
    >
      <Icon name="gamepad" className="size-1/3 max-h-12 max-w-12" />
    </span>
  );
}

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useNearScreen } from '@/lib/use-near-screen';

/** The catalog's artwork sizes in pixels (the server draws them at these sizes). */
export const ART = {
  game: { width: 240, height: 240 },
  vendor: { width: 160, height: 160 },
  vendorWide: { width: 480, height: 200 },
} as const;

/**
 * A game's or vendor's artwork; when it fails to load, the default game icon takes its place (§2).
 * `size` is the picture's own size (one of `ART`): the browser reserves its box before it loads.
 */
export function GameImage({
  src,
  alt,
  size,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  size: { width: number; height: number };
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
      <img
        src={src}
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

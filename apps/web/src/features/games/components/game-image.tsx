import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/** A game's or vendor's artwork; when it fails to load, the default game icon takes its place (§2). */
export function GameImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt={alt}
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

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { SizedImage } from '@/components/ui/sized-image';
import { cn } from '@/lib/cn';
import { useNearScreen } from '@/lib/use-near-screen';

/** A game's icon; a broken image falls back to the ticket glyph on a gradient (§2 Game lobby). */
export function LotteryIcon({ src, keno, className }: { src: string; keno: boolean; className?: string }) {
  const [broken, setBroken] = useState(false);
  // Fetched when about to be seen: the home lottery board lists a dozen games below the fold.
  const [ref, near] = useNearScreen<HTMLSpanElement>();
  return (
    <span
      ref={ref}
      className={cn(
        'grid shrink-0 place-items-center overflow-hidden rounded-xl bg-linear-to-br text-white',
        keno ? 'from-brand to-brand-2' : 'from-rose-500 to-amber-500',
        className ?? 'size-12',
      )}
    >
      {src && !broken ? (
        near && (
          <SizedImage
            src={src}
            // Shown at 56 px at most: the smallest drawing is sharp on a 3x screen.
            widths={[160]}
            sizes="56px"
            alt=""
            width={240}
            height={240}
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        )
      ) : (
        <Icon name={keno ? 'balls' : 'ticket'} className="size-1/2" />
      )}
    </span>
  );
}

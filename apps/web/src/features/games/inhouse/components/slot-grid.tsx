import { PAYLINES, type SlotSpin, type SlotSymbol } from '@pf/shared/inhouse/index';
import { memo, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMotionProgress } from '../model/use-motion-progress';
import { reelOffset, reelTransform, SPIN_MS, symbolsAbove } from './slot-reel-animation';
import { SlotSymbolArt } from './slot-symbol-art';

/** Each symbol's colours; its face is drawn (slot-symbol-art.tsx), its name comes from the locale. */
const TONES: Record<SlotSymbol, string> = {
  W: 'from-fuchsia-500 to-purple-700',
  S: 'from-amber-300 to-orange-500',
  '7': 'from-rose-500 to-red-700',
  B: 'from-slate-500 to-slate-800',
  L: 'from-yellow-400 to-amber-600',
  G: 'from-violet-400 to-indigo-600',
  O: 'from-orange-400 to-orange-600',
  M: 'from-lime-400 to-yellow-500',
  C: 'from-pink-400 to-rose-600',
};

export const SymbolFace = memo(function SymbolFace({
  symbol,
  className,
}: {
  symbol: SlotSymbol;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t(`inhouse.symbols.${symbol}`)}
      title={t(`inhouse.symbols.${symbol}`)}
      className={cn(
        'grid aspect-square place-items-center rounded-xl bg-linear-to-br shadow-inner',
        TONES[symbol],
        className,
      )}
    >
      <SlotSymbolArt symbol={symbol} className="size-3/5 drop-shadow" />
    </span>
  );
});

/** The strip rolling past above a moving reel: decoration only, hidden from screen readers. */
const StripAbove = memo(function StripAbove({ symbols }: { symbols: readonly SlotSymbol[] }) {
  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-full grid gap-(--reel-gap) pb-(--reel-gap)">
      {symbols.map((symbol, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: strip positions, fixed for a spin
        <SymbolFace key={i} symbol={symbol} />
      ))}
    </div>
  );
});

/** Cells (reel:row) that are part of a paying line or show a paying scatter. */
function winningCells(spin: SlotSpin): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = PAYLINES[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  if (spin.scatterMultiplier > 0) {
    spin.grid.forEach((column, reel) => {
      column.forEach((s, row) => {
        if (s === 'S') cells.add(`${reel}:${row}`);
      });
    });
  }
  return cells;
}

const REELS = [0, 1, 2, 3, 4] as const;
const ROWS = [0, 1, 2] as const;
const IDLE: SlotSymbol[] = ['S', 'W', '7'];

/**
 * The 5 × 3 window of a spin; winning symbols glow. While waiting for the answer the reels pulse.
 * With a `motionKey` (the round) each reel rolls its own strip down and stops on the drawn symbols,
 * one after another, with transforms only: the window keeps its size, and the result is told in
 * words elsewhere at once. Under reduced motion the final window shows straight away.
 */
export function SlotGrid({
  spin,
  spinning,
  motionKey,
  testId,
}: {
  spin: SlotSpin | null;
  spinning?: boolean;
  motionKey?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const lit = spin ? winningCells(spin) : new Set<string>();
  const progress = useMotionProgress(spin ? motionKey : undefined, SPIN_MS);
  const moving = spin !== null && progress < 1;
  const strips = useMemo(
    () => (spin ? REELS.map((reel) => symbolsAbove(reel, spin.stops[reel] ?? 0)) : []),
    [spin],
  );
  return (
    <figure
      data-testid={testId}
      data-stops={spin?.stops.join(',')}
      data-moving={moving || undefined}
      aria-busy={spinning}
      className="grid grid-cols-5 gap-1.5 rounded-2xl bg-bg-2 p-2 [--reel-gap:0.375rem] sm:gap-2 sm:p-3 sm:[--reel-gap:0.5rem]"
    >
      <figcaption className="sr-only">{t('inhouse.slot.reels')}</figcaption>
      {REELS.map((reel) => {
        const offset = moving ? reelOffset(reel, progress) : 0;
        const rolling = offset > 0;
        return (
          <div
            key={reel}
            className={cn(
              'relative',
              spinning && 'opacity-60 motion-safe:animate-pulse',
              // Clips the strip only while it rolls, so the winning glow is not cut off afterwards.
              rolling && 'overflow-hidden',
            )}
          >
            <div
              className="relative grid gap-(--reel-gap)"
              style={rolling ? { transform: reelTransform(offset), willChange: 'transform' } : undefined}
            >
              {rolling ? <StripAbove symbols={strips[reel] ?? []} /> : null}
              {ROWS.map((row) => (
                <SymbolFace
                  key={row}
                  symbol={spin?.grid[reel]?.[row] ?? IDLE[row] ?? 'S'}
                  className={cn(
                    !spin && 'opacity-40',
                    !rolling &&
                      lit.has(`${reel}:${row}`) &&
                      'ring-4 ring-accent ring-offset-2 ring-offset-bg-2',
                  )}
                />
              ))}
            </div>
          </div>
        );
      })}
    </figure>
  );
}

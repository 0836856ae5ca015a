import type { DiceDirection } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { easeOut, useMotionProgress } from '../model/use-motion-progress';
import { hundredths } from './outcome-summary';

/** How long the marker takes to roll up from 00.00 to a new result. */
export const DICE_ROLL_MS = 700;

/**
 * The 0–100 track: the winning side in green, the target, and the last roll as a marker. With a
 * `motionKey` (the round) the marker slides from 00.00 and its number rolls up to the result
 * (a transform on a zero-width layer, in hundredths of the track's width, so nothing around it
 * moves and nothing reaches past the track: a full-width layer slid right widened a phone's page);
 * without one, or under reduced motion, it sits on the result at once. The result is told in
 * words elsewhere straight away.
 */
export function DiceTrack({
  direction,
  target,
  roll,
  won,
  motionKey,
}: {
  direction: DiceDirection;
  target: number;
  roll: number | null;
  won?: boolean;
  motionKey?: string;
}) {
  const pct = target / 100;
  const progress = useMotionProgress(roll === null ? undefined : motionKey, DICE_ROLL_MS);
  const moving = progress < 1;
  const shown = roll === null ? null : Math.round(easeOut(progress) * roll);
  return (
    <div className="@container relative h-10 rounded-full bg-danger/25" data-testid="dice-track">
      <div
        className="absolute inset-y-0 rounded-full bg-success/50"
        style={direction === 'under' ? { left: 0, width: `${pct}%` } : { left: `${pct}%`, right: 0 }}
      />
      <div className="absolute inset-y-0 w-0.5 bg-fg" style={{ left: `${pct}%` }} />
      {shown !== null ? (
        <div
          aria-hidden={moving || undefined}
          data-moving={moving || undefined}
          className="pointer-events-none absolute inset-y-0 left-0 w-0"
          style={{ transform: `translateX(${shown / 100}cqw)` }}
        >
          <div
            data-testid="dice-roll-marker"
            data-roll={roll ?? ''}
            className={cn(
              'absolute -top-2 left-0 -translate-x-1/2 rounded-lg px-2 py-1 text-sm font-black text-white shadow-card tabular-nums',
              moving ? 'bg-slate-600' : won ? 'bg-success' : 'bg-danger',
            )}
          >
            {hundredths(shown)}
          </div>
        </div>
      ) : null}
    </div>
  );
}

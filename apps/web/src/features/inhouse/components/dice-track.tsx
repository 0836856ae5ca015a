import type { DiceDirection } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { hundredths } from './outcome-summary';

/** The 0–100 track: the winning side in green, the target, and the last roll as a marker. */
export function DiceTrack({
  direction,
  target,
  roll,
  won,
}: {
  direction: DiceDirection;
  target: number;
  roll: number | null;
  won?: boolean;
}) {
  const pct = target / 100;
  return (
    <div className="relative h-10 rounded-full bg-danger/25" data-testid="dice-track">
      <div
        className="absolute inset-y-0 rounded-full bg-success/50"
        style={direction === 'under' ? { left: 0, width: `${pct}%` } : { left: `${pct}%`, right: 0 }}
      />
      <div className="absolute inset-y-0 w-0.5 bg-fg" style={{ left: `${pct}%` }} />
      {roll !== null ? (
        <div
          data-testid="dice-roll-marker"
          className={cn(
            'absolute -top-2 -translate-x-1/2 rounded-lg px-2 py-1 text-sm font-black text-white shadow-card tabular-nums',
            won ? 'bg-success' : 'bg-danger',
          )}
          style={{ left: `${roll / 100}%` }}
        >
          {hundredths(roll)}
        </div>
      ) : null}
    </div>
  );
}

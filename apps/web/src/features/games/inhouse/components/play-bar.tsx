import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { StakeInput, stakeProblem } from './stake-input';

interface PlayBarProps {
  /** The stake box: its label, value, limits in minor units and test id. */
  stake: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    min: bigint;
    max: bigint;
    testId: string;
  };
  /** A round is on its way (or the board is busy): nothing can be changed or pressed. */
  busy: boolean;
  /** The play button says it is working while this is true; `busy` by default. */
  pending?: boolean;
  /** Something besides the stake keeps the round from starting (an invalid target). */
  blocked?: boolean;
  label: string;
  pendingLabel: string;
  testId: string;
  onPlay: () => void;
  /** A setting between the stake and the button (the number of mines). */
  children?: ReactNode;
  /** The row's columns from the small breakpoint up. */
  columns?: string;
}

/** The stake of an original with its quick buttons and limits, and the button that plays it. */
export function PlayBar({
  stake,
  busy,
  pending = busy,
  blocked = false,
  label,
  pendingLabel,
  testId,
  onPlay,
  children,
  columns = 'sm:grid-cols-[1fr_auto]',
}: PlayBarProps) {
  const problem = stakeProblem(stake.value, stake.min, stake.max);
  return (
    <div className={cn('grid gap-3 sm:items-end', columns)}>
      <StakeInput {...stake} disabled={busy} />
      {children}
      <Button
        size="lg"
        className="sm:mb-5"
        data-testid={testId}
        disabled={problem !== null || blocked || busy}
        onClick={onPlay}
      >
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

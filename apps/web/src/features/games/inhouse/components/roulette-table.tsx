import type { RouletteEvenType, RouletteSelection } from '@pf/shared/inhouse/index';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount, plain } from '../model/money';
import { pocketColourClass } from './roulette-pocket';

interface RouletteTableProps {
  /** Tapping a number: the page decides which bet it makes in the chosen bet type. */
  onNumber: (n: number) => void;
  onOutside: (sel: RouletteSelection) => void;
  /** Chips on a selection, minor units (0 when none). */
  amountOn: (sel: RouletteSelection) => bigint;
  /** Numbers tapped towards a split, corner … not yet complete. */
  pending: readonly number[];
  /** The last spin's pocket, outlined on the table. */
  pocket: number | null;
  disabled?: boolean;
}

const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);
const EVENS: [RouletteEvenType, string][] = [
  ['low', '1–18'],
  ['even', ''],
  ['red', ''],
  ['black', ''],
  ['odd', ''],
  ['high', '19–36'],
];

/** Where a number sits: the table runs left to right, 3-6-9 … on the top row, 1-4-7 … at the bottom. */
const numberCell = (n: number): CSSProperties => ({
  gridColumn: 2 + Math.floor((n - 1) / 3),
  gridRow: 3 - ((n - 1) % 3),
});

function Chip({ amount }: { amount: bigint }) {
  if (amount <= 0n) return null;
  return (
    <span className="absolute -top-1 -end-1 z-10 min-w-5 rounded-full bg-accent px-1 text-[10px] leading-4 font-bold text-accent-fg shadow-card">
      {displayAmount(plain(amount)).replace(/\.00$/, '')}
    </span>
  );
}

const cellClass =
  'relative flex min-h-10 items-center justify-center rounded-md text-sm font-bold transition hover:brightness-125 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-accent';
const outsideClass = cn(cellClass, 'border border-line bg-surface-2 text-fg text-xs hover:bg-surface-3');
// Their own colours, not added on top of the outside bets' surface: `cn` joins classes, so two
// background utilities would be decided by stylesheet order (red and black showed as plain cells).
const evenChanceClass: Partial<Record<string, string>> = {
  red: cn(cellClass, 'border border-line bg-danger text-white text-xs'),
  black: cn(cellClass, 'border border-line bg-slate-900 text-white text-xs'),
};

/**
 * The betting layout: zero, the 36 numbers in three rows, the column bets at the end of each row,
 * dozens and even chances underneath. It keeps its width and scrolls sideways on narrow phones.
 */
export function RouletteTable({
  onNumber,
  onOutside,
  amountOn,
  pending,
  pocket,
  disabled,
}: RouletteTableProps) {
  const { t } = useTranslation();
  const straight = (n: number): RouletteSelection => ({ type: 'straight', numbers: [n] });
  const numberButton = (n: number, style: CSSProperties) => (
    <button
      key={n}
      type="button"
      style={style}
      disabled={disabled}
      aria-label={t('inhouse.roulette.numberLabel', { n })}
      aria-pressed={pending.includes(n)}
      data-testid={`roulette-n-${n}`}
      onClick={() => onNumber(n)}
      className={cn(
        cellClass,
        pocketColourClass(n),
        pending.includes(n) && 'ring-2 ring-accent ring-offset-1 ring-offset-surface',
        pocket === n && 'outline-3 outline-offset-1 outline-accent',
      )}
    >
      {n}
      <Chip amount={amountOn(straight(n))} />
    </button>
  );

  return (
    <div className="-mx-1 overflow-x-auto px-1 pt-1 pb-2" data-testid="roulette-table">
      <fieldset
        className="grid min-w-[34rem] gap-1"
        style={{ gridTemplateColumns: 'repeat(14, minmax(2.25rem, 1fr))' }}
      >
        <legend className="sr-only">{t('inhouse.roulette.table')}</legend>
        {numberButton(0, { gridColumn: 1, gridRow: '1 / span 3' })}
        {NUMBERS.map((n) => numberButton(n, numberCell(n)))}
        {([3, 2, 1] as const).map((index, row) => {
          const sel: RouletteSelection = { type: 'column', index };
          return (
            <button
              key={`column-${index}`}
              type="button"
              style={{ gridColumn: 14, gridRow: row + 1 }}
              disabled={disabled}
              aria-label={t('inhouse.roulette.columnName', { n: index })}
              onClick={() => onOutside(sel)}
              className={outsideClass}
            >
              2:1
              <Chip amount={amountOn(sel)} />
            </button>
          );
        })}
        {([1, 2, 3] as const).map((index) => {
          const sel: RouletteSelection = { type: 'dozen', index };
          return (
            <button
              key={`dozen-${index}`}
              type="button"
              style={{ gridColumn: `${2 + (index - 1) * 4} / span 4`, gridRow: 4 }}
              disabled={disabled}
              aria-label={t('inhouse.roulette.dozenName', { n: index })}
              onClick={() => onOutside(sel)}
              className={outsideClass}
            >
              {`${(index - 1) * 12 + 1}–${index * 12}`}
              <Chip amount={amountOn(sel)} />
            </button>
          );
        })}
        {EVENS.map(([type, label], i) => {
          const sel: RouletteSelection = { type };
          return (
            <button
              key={type}
              type="button"
              style={{ gridColumn: `${2 + i * 2} / span 2`, gridRow: 5 }}
              disabled={disabled}
              aria-label={t(`inhouse.roulette.types.${type}`)}
              onClick={() => onOutside(sel)}
              className={evenChanceClass[type] ?? outsideClass}
            >
              {label || t(`inhouse.roulette.types.${type}`)}
              <Chip amount={amountOn(sel)} />
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

import { ROULETTE_MAX_BETS, rouletteColour, rouletteOdds } from '@pf/shared/inhouse/index';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount, minorOf, plain } from '../model/money';
import type { TableBet } from '../model/roulette-chips';
import { selectionLabel } from '../model/roulette-labels';

/** The chip values to bet with, as round radio chips. */
export function ChipPicker({
  values,
  value,
  onChange,
}: {
  values: readonly bigint[];
  value: bigint;
  onChange: (value: bigint) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-xs font-semibold text-muted">{t('inhouse.roulette.chip')}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((v) => (
          <label
            key={String(v)}
            className={cn(
              'flex size-12 cursor-pointer items-center justify-center rounded-full border-2 text-xs font-black tabular-nums transition has-focus-visible:outline-2 has-focus-visible:outline-accent',
              value === v
                ? 'border-accent bg-accent text-accent-fg'
                : 'border-line bg-surface-2 text-fg hover:border-accent',
            )}
          >
            <input
              type="radio"
              name="roulette-chip"
              className="sr-only"
              checked={value === v}
              onChange={() => onChange(v)}
            />
            {displayAmount(plain(v)).replace(/\.00$/, '')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The bets on the table with their odds and stakes, or how to start when there are none. */
export function BetList({ bets }: { bets: readonly TableBet[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="roulette-bets-title" className="space-y-2">
      <h2 id="roulette-bets-title" className="text-xs font-semibold text-muted">
        {t('inhouse.roulette.yourBets', { count: bets.length, max: ROULETTE_MAX_BETS })}
      </h2>
      {bets.length === 0 ? (
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted" data-testid="roulette-no-bets">
          {t('inhouse.roulette.noBets')}
        </p>
      ) : (
        <ul className="max-h-40 space-y-1 overflow-y-auto" data-testid="roulette-bets">
          {bets.map((bet) => (
            <li
              key={bet.key}
              className="flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate text-fg">{selectionLabel(t, bet.selection)}</span>
              <span className="shrink-0 text-xs text-muted tabular-nums">
                {rouletteOdds(bet.selection)}:1 · {displayAmount(plain(bet.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The spin's pocket, its colour and what it paid, announced to screen readers. */
export function RouletteResultLine({ pocket, win }: { pocket: number | null; win: string | null }) {
  const { t } = useTranslation();
  const won = win !== null && (minorOf(win) ?? 0n) > 0n;
  return (
    <div aria-live="polite" data-testid="roulette-result" className="min-h-8 text-center">
      {pocket !== null && win !== null ? (
        <p className={won ? 'text-xl font-black text-success' : 'text-base font-semibold text-muted'}>
          {t('inhouse.roulette.resultLine', {
            pocket,
            colour: t(`inhouse.roulette.colours.${rouletteColour(pocket)}`),
          })}{' '}
          · {won ? t('inhouse.youWon', { amount: displayAmount(win) }) : t('inhouse.noWin')}
        </p>
      ) : null}
    </div>
  );
}

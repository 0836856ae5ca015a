import { formatMinor } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { BetTypeInfo, PlaceBetsResult } from '../../api/game';
import { lineCost, potentialWin, type SlipLine, slipTotal } from '../../model/bet-slip';
import { displayAmount } from '../../model/display-amount';
import { useBetTypeName } from './bet-type-name';

interface BetSlipPanelProps {
  lines: readonly SlipLine[];
  betTypes: readonly BetTypeInfo[];
  onRemove: (id: string) => void;
  onClear: () => void;
  onConfirm: () => void;
  pending: boolean;
  /** Betting is closed for the current draw. */
  closed: boolean;
  numero: string | null;
  placed: PlaceBetsResult | null;
  onDismissPlaced: () => void;
}

/** The bet slip: every line with its cost and possible win, the total, and one confirm. */
export function BetSlipPanel(props: BetSlipPanelProps) {
  const { lines, betTypes, onRemove, onClear, onConfirm, pending, closed, numero, placed, onDismissPlaced } =
    props;
  const { t } = useTranslation();
  const typeName = useBetTypeName();
  const info = (type: string) => betTypes.find((b) => b.betType === type);
  const total = slipTotal(lines, betTypes);

  return (
    <section
      data-testid="lottery-slip"
      aria-labelledby="lottery-slip-title"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="lottery-slip-title" className="flex items-center gap-2 font-bold">
          <Icon name="receipt" className="size-4 text-accent" />
          {t('lottery.slip.title')}
          {lines.length > 0 ? (
            <span className="rounded-full bg-accent px-2 text-xs text-accent-fg">{lines.length}</span>
          ) : null}
        </h2>
        {lines.length > 0 ? (
          <button type="button" onClick={onClear} className="text-xs font-semibold text-muted hover:text-fg">
            {t('lottery.slip.clear')}
          </button>
        ) : null}
      </div>

      {placed ? (
        <div
          role="status"
          data-testid="lottery-placed"
          className="mb-3 flex items-start gap-2 rounded-xl border border-success/40 bg-success/10 p-3 text-sm"
        >
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
          <p className="flex-1">
            {t('lottery.slip.placed', {
              count: placed.bets.length,
              numero: placed.numero,
              total: displayAmount(placed.totalCost),
            })}
          </p>
          <button
            type="button"
            onClick={onDismissPlaced}
            aria-label={t('lottery.slip.dismiss')}
            className="text-muted"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ) : null}

      {lines.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted" data-testid="lottery-slip-empty">
          {t('lottery.slip.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line" data-testid="lottery-slip-lines">
          {lines.map((l) => {
            const win = potentialWin(l, info(l.betType));
            return (
              <li key={l.id} className="flex items-start gap-2 py-2 text-sm" data-testid="lottery-slip-line">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{typeName(l.betType)}</p>
                  {l.numbers.length > 0 ? (
                    <p className="truncate font-mono text-xs text-muted">{l.numbers.join(' ')}</p>
                  ) : null}
                  <p className="text-xs text-muted">
                    {t('lottery.slip.lineSummary', {
                      stake: formatMinor(l.stake),
                      cost: formatMinor(lineCost(l, info(l.betType))),
                    })}
                    {win ? ` · ${t(`lottery.bet.win.${win.basis}`)} ${formatMinor(win.amount)}` : ''}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onRemove(l.id)}
                  aria-label={t('lottery.slip.remove')}
                  className="grid size-7 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-3 flex items-center justify-between border-t border-line pt-3 text-sm">
        <span className="text-muted">{t('lottery.slip.total')}</span>
        <span className="font-mono text-base font-extrabold tabular-nums" data-testid="lottery-slip-total">
          {formatMinor(total)}
        </span>
      </div>
      {/* A long draw number in a long language wraps inside the button instead of touching its edges
          (the label sets its own white-space: the button's nowrap cannot be overridden by a class). */}
      <Button
        className="mt-3 h-auto! min-h-12 w-full py-2 text-center leading-tight"
        size="lg"
        disabled={lines.length === 0 || pending || closed}
        onClick={onConfirm}
        data-testid="lottery-confirm"
      >
        {pending ? (
          <Spinner className="size-4 shrink-0" />
        ) : (
          <Icon name="check" className="size-4 shrink-0" />
        )}
        <span className="min-w-0 break-words whitespace-normal" data-testid="lottery-confirm-label">
          {closed ? t('lottery.slip.closed') : t('lottery.slip.confirm', { numero: numero ?? '' })}
        </span>
      </Button>
    </section>
  );
}

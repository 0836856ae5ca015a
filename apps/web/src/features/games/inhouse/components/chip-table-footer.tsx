import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useBrandMoney } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount, plain } from '../model/money';
import { BalanceLine } from './round-lines';
import { Stat } from './stat';

interface ChipTableFooterProps {
  game: 'baccarat' | 'roulette';
  /** The chips on the table, in minor units. */
  total: bigint;
  /** What the last round paid; undefined before one. */
  win: string | undefined;
  balance: string | undefined;
  empty: boolean;
  /** Said instead of the house edge while the table is empty. */
  emptyNote?: ReactNode;
  busy: boolean;
  onUndo: () => void;
  onClear: () => void;
  onPlay: () => void;
  label: string;
  pendingLabel: string;
}

/**
 * Under a chip table (baccarat, roulette): the total on it and the last win, whether the total is
 * within the brand's limits, and undo, clear and the button that plays every chip at once.
 */
export function ChipTableFooter(props: ChipTableFooterProps) {
  const { t } = useTranslation();
  const { game, total, empty, busy } = props;
  const { min, max } = useBrandMoney().inhouse;
  const totalOk = total >= min && total <= max;
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Stat
          label={t(`inhouse.${game}.total`)}
          value={displayAmount(plain(total))}
          testId={`${game}-total`}
        />
        <Stat
          label={t('inhouse.win')}
          value={props.win !== undefined ? displayAmount(props.win) : '–'}
          testId={`${game}-win`}
        />
      </div>
      {empty && props.emptyNote ? (
        props.emptyNote
      ) : !empty && !totalOk ? (
        <p className="text-xs text-danger">
          {t('inhouse.limits', { min: displayAmount(plain(min)), max: displayAmount(plain(max)) })}
        </p>
      ) : (
        <p className="text-xs text-muted">{t(`inhouse.${game}.edge`)}</p>
      )}
      <div className="grid grid-cols-[auto_auto_1fr] gap-2">
        <Button variant="secondary" disabled={empty || busy} onClick={props.onUndo}>
          {t(`inhouse.${game}.undo`)}
        </Button>
        <Button variant="secondary" disabled={empty || busy} onClick={props.onClear}>
          {t(`inhouse.${game}.clear`)}
        </Button>
        <Button
          size="lg"
          data-testid={`${game}-${game === 'baccarat' ? 'deal' : 'spin'}`}
          disabled={empty || !totalOk || busy}
          onClick={props.onPlay}
        >
          {busy ? props.pendingLabel : props.label}
        </Button>
      </div>
      <BalanceLine balance={props.balance} />
    </>
  );
}

import { i18n } from '@/lib/i18n/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LotteryLine } from '../api/betting-record';

/** A bet type's name from the lottery texts; one we have no word for shows its code. */
function useBetTypeName() {
  const { t } = useTranslation();
  return (betType: string) => {
    const key = `lottery.betType.${betType}`;
    return i18n.exists(key) ? String(t(key as never)) : betType;
  };
}

/** The lottery part of a betting-record row: what was bet on which draw, at what odds, and the result. */
export function LotteryLineDetails({ line }: { line: LotteryLine }) {
  const { t } = useTranslation();
  const typeName = useBetTypeName();
  return (
    <dl className="mt-2 grid gap-1 rounded-lg bg-surface-2 p-2 text-xs" data-testid="record-lottery">
      <div className="flex flex-wrap items-center gap-x-2">
        <dt className="sr-only">{t('records.lottery.draw', { numero: '' })}</dt>
        <dd className="font-semibold text-fg">
          {typeName(line.betType ?? '')} · {t('records.lottery.draw', { numero: line.drawNumero ?? '' })}
        </dd>
        {line.odds ? <dd className="text-muted">{t('records.lottery.odds', { odds: line.odds })}</dd> : null}
      </div>
      {line.numbers.length > 0 ? (
        <div className="flex gap-2">
          <dt className="shrink-0 text-muted">{t('records.lottery.numbers')}</dt>
          <dd className="min-w-0 break-all font-mono text-fg">{line.numbers.join(' ')}</dd>
        </div>
      ) : null}
      <div className="flex gap-2">
        <dt className="shrink-0 text-muted">{t('records.lottery.result')}</dt>
        <dd className="min-w-0 break-all font-mono text-fg" data-testid="record-lottery-result">
          {line.result ?? t('records.lottery.awaiting')}
          {line.result !== null && line.hits !== null && line.betType === 'spots'
            ? ` · ${t('lottery.keno.hits', { count: line.hits })}`
            : ''}
        </dd>
      </div>
    </dl>
  );
}

import type { RebateSummary } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TableHead } from '@/components/ui/table-head';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showAmount, showRate, toMinor } from '../lib/amount';
import { Empty } from './load-states';

/** What a claim pays now, the claim button, and the valid bet behind it per game category. */
export function RebateSummaryCard({
  summary,
  claiming,
  onClaim,
}: {
  summary: RebateSummary;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const claimable = toMinor(summary.claimable) ?? 0n;
  return (
    <section aria-labelledby="rebate-claimable" className="space-y-4">
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-bg-2 p-4 sm:flex-row sm:items-center">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
          <Icon name="percent" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="rebate-claimable" className="text-xs text-muted">
            {t('rebate.claimable')}
          </h3>
          <p className="text-2xl font-bold tabular-nums" data-testid="rebate-claimable">
            {showAmount(summary.claimable)}{' '}
            <span className="text-sm font-medium text-muted">{summary.currency}</span>
          </p>
          <p className="text-xs text-muted">
            {summary.lastClaimAt
              ? t('rebate.lastClaim', { time: formatDateTime(summary.lastClaimAt, locale) })
              : t('rebate.neverClaimed')}
          </p>
        </div>
        <Button onClick={onClaim} disabled={claimable <= 0n || claiming} className="w-full sm:w-auto">
          {claiming ? t('rebate.claiming') : t('rebate.claim')}
        </Button>
      </div>
      {summary.categories.length === 0 ? (
        <Empty icon="percent" title={t('rebate.emptyTitle')} hint={t('rebate.emptyHint')} />
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('rebate.byCategory')}</caption>
          <TableHead
            className="text-left text-xs text-muted"
            cellClassName="py-2 font-medium"
            columns={[
              { label: t('rebate.category') },
              { label: t('rebate.validBet'), className: 'text-right' },
              { label: t('rebate.rate'), className: 'hidden text-right sm:table-cell' },
              { label: t('rebate.amount'), className: 'text-right' },
            ]}
          />
          <tbody className="divide-y divide-line">
            {summary.categories.map((c) => (
              <tr key={c.category}>
                <th scope="row" className="truncate py-2 text-left font-semibold">
                  {t(`category.${c.category}`)}
                  <span className="block text-xs font-normal text-muted sm:hidden">
                    {showRate(c.rateBps)}
                  </span>
                </th>
                <td className="py-2 text-right tabular-nums">{showAmount(c.validBet)}</td>
                <td className="hidden py-2 text-right tabular-nums sm:table-cell">{showRate(c.rateBps)}</td>
                <td className="py-2 text-right font-semibold tabular-nums">{showAmount(c.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

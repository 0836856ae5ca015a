import type { Offer } from '@pf/shared/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../shown-amount';

/** What members took, summed: joined, granted, released and the amounts. */
export function TotalsStrip({ totals, label }: { totals: Offer['totals']; label: string }) {
  const { t } = useTranslation();
  const items = [
    [t('rewardsOps.totals.joined'), totals.joined],
    [t('rewardsOps.totals.granted'), totals.granted],
    [t('rewardsOps.totals.released'), totals.released],
    [t('rewardsOps.totals.grantedAmount'), shownAmount(totals.grantedAmount)],
    [t('rewardsOps.totals.releasedAmount'), shownAmount(totals.releasedAmount)],
  ] as const;
  return (
    <dl aria-label={label} className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-5">
      {items.map(([name, value]) => (
        <div key={name} className="rounded-lg border border-line bg-surface p-2">
          <dt className="text-xs text-muted">{name}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { WITHDRAWAL_RISK_MAX_ORDERS } from '@pf/shared/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UseWithdrawalExtras } from '@/features/money/withdrawals';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { riskCall } from './risk-calls';
import { flagText, RiskDetail, RiskFlagsCell } from './risk-flags';

/**
 * The risk flags of the queue's page, read in one call for the page's order numbers (the server
 * reads them set-wise); a role without `risk.read` sees the queue without them.
 */
export const useWithdrawalRisk: UseWithdrawalExtras = (rows) => {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const mayRead = useMay('risk.read');
  const orderNos = rows.slice(0, WITHDRAWAL_RISK_MAX_ORDERS).map((w) => w.orderNo);
  const query = useQuery({
    queryKey: ['reports', 'withdrawal-risk', orderNos],
    queryFn: ({ signal }) =>
      riskCall('reports.withdrawalRisk', { query: { orderNos: orderNos.join(',') }, signal }),
    enabled: mayRead && orderNos.length > 0,
  });
  const byOrder = new Map((query.data ?? []).map((r) => [r.orderNo, r]));
  if (!mayRead) return { column: null, detail: () => null, warning: () => null, pending: () => false };
  return {
    column: {
      id: 'risk',
      header: t('withdrawalQueue.flags.column'),
      cell: ({ row }) => <RiskFlagsCell risk={byOrder.get(row.original.orderNo)} loading={query.isPending} />,
    },
    detail: (w) => {
      const risk = byOrder.get(w.orderNo);
      if (risk) return <RiskDetail risk={risk} dateTime={dateTime} />;
      return query.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('withdrawalQueue.flags.failed')}
        </p>
      ) : null;
    },
    // A failed reading does not hold the desk up: the opened row says the flags could not be read.
    pending: (w) => query.isPending && !byOrder.has(w.orderNo),
    warning: (w) => {
      const flags = byOrder.get(w.orderNo)?.flags ?? [];
      return flags.length === 0 ? null : flags.map((f) => flagText(t, f)).join(' · ');
    },
  };
};

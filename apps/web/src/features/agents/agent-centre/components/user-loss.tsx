import { useTranslation } from '@/lib/i18n/use-translation';
import { useUserLoss } from '../api/reports';
import { FigureCard } from './figure-card';
import { LabelledAmount } from './report-cells';
import { ReportFrame } from './report-frame';
import { useTeamReport } from './use-team-report';

/** §2 user loss: the team members that lost over the period, the biggest loss first. */
export function UserLoss() {
  const { t } = useTranslation();
  const { report: loss, filters, setPageNo } = useTeamReport(useUserLoss);
  return (
    <ReportFrame
      filters={filters}
      report={loss}
      rows={(page) => page.list}
      totals={(page) => (
        <dl className="grid grid-cols-2 gap-2">
          <FigureCard label={t('agentCentre.loss.members')} value={String(page.total)} amount={false} />
          <FigureCard label={t('agentCentre.loss.total')} value={page.totalLoss} />
        </dl>
      )}
      empty={{ icon: 'users', title: t('agentCentre.loss.empty') }}
      listLabel={t('agentCentre.loss.listLabel')}
      rowKey={(r) => r.username}
      rowClassName="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-4"
      renderRow={(r) => (
        <>
          <p className="truncate font-semibold">{r.username}</p>
          <LabelledAmount label={t('agentCentre.bets.validBet')} amount={r.validBet} />
          <LabelledAmount label={t('agentCentre.loss.payout')} amount={r.payout} />
          <LabelledAmount label={t('agentCentre.loss.loss')} amount={r.loss} strong className="text-danger" />
        </>
      )}
      pager={{ label: t('agentCentre.loss.pager'), at: (page) => page, onChange: setPageNo }}
    />
  );
}

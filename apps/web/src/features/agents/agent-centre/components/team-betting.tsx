import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTeamBets } from '../api/reports';
import { FigureCard } from './figure-card';
import { LabelledAmount } from './report-cells';
import { ReportFrame } from './report-frame';
import { useTeamReport } from './use-team-report';

/** §2 team betting: the team's settled bets per member and game category, valid bet and win/loss. */
export function TeamBetting() {
  const { t } = useTranslation();
  const { report: bets, filters, setPageNo } = useTeamReport(useTeamBets);
  return (
    <ReportFrame
      filters={filters}
      report={bets}
      rows={(page) => page.list}
      totals={(page) => (
        <dl className="grid grid-cols-3 gap-2">
          <FigureCard
            label={t('agentCentre.bets.count')}
            value={String(page.totals.betCount)}
            amount={false}
          />
          <FigureCard label={t('agentCentre.bets.validBet')} value={page.totals.validBet} />
          <FigureCard label={t('agentCentre.bets.winLoss')} value={page.totals.winLoss} />
        </dl>
      )}
      empty={{ icon: 'receipt', title: t('agentCentre.bets.empty') }}
      listLabel={t('agentCentre.bets.listLabel')}
      rowKey={(r) => `${r.username}-${r.category}`}
      rowClassName="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      renderRow={(r) => (
        <>
          {/* The name gives way before the category: the badge is never clipped. */}
          <p className="col-span-2 flex min-w-0 items-center gap-2 font-semibold sm:col-span-1">
            <span className="truncate">{r.username}</span>
            <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent">
              {t(`category.${r.category}`, { defaultValue: r.category })}
            </span>
          </p>
          <p className="text-muted sm:text-end">{t('agentCentre.bets.countOf', { count: r.betCount })}</p>
          <LabelledAmount label={t('agentCentre.bets.validBet')} amount={r.validBet} />
          <LabelledAmount
            label={t('agentCentre.bets.winLoss')}
            amount={r.winLoss}
            strong
            className={cn(r.winLoss.startsWith('-') && 'text-danger')}
          />
        </>
      )}
      pager={{ label: t('agentCentre.bets.pager'), at: (page) => page, onChange: setPageNo }}
    />
  );
}

import type { PayrollStatement } from '@pf/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { REPORT_PAGE_SIZE, type StatementRole, useStatements } from '../api/reports';
import { showAmount } from '../lib/money';
import { useReportFilter } from '../lib/use-report-filter';
import { ReportFrame } from './report-frame';
import { StatementDetail } from './statement-detail';

const ROLES = ['payee', 'payer'] as const satisfies readonly StatementRole[];

/** Payout statements: those paid to the member (its upline's contracts) and those it paid its downlines. */
export function StatementsPage() {
  const { t } = useTranslation();
  const { filter, refine, pageNo, setPageNo } = useReportFilter<{ role: StatementRole }>({ role: 'payee' });
  const { role } = filter;
  const [open, setOpen] = useState<PayrollStatement | null>(null);
  const statements = useStatements({ role, pageNo, pageSize: REPORT_PAGE_SIZE });
  return (
    <ReportFrame
      filters={
        <SegmentedTabs
          label={t('agentCentre.statements.role')}
          value={role}
          onChange={(r) => refine({ role: r })}
          options={ROLES.map((r) => ({ value: r, label: t(`agentCentre.statements.roles.${r}`) }))}
        />
      }
      report={statements}
      rows={(page) => page.list}
      empty={{ icon: 'receipt', title: t('agentCentre.statements.empty') }}
      listLabel={t('agentCentre.statements.listLabel')}
      rowKey={(s) => s.id}
      rowClassName="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 p-3 text-sm"
      renderRow={(s) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">
              {t(`agentCentre.menu.${s.contractType}`)} · {s.periodLabel}
            </p>
            <p className="truncate text-xs text-muted">
              {role === 'payee' ? s.upline : s.downline} · {t('agentCentre.bets.validBet')}{' '}
              {showAmount(s.validBet)}
            </p>
          </div>
          <p className="font-bold">{showAmount(s.amount)}</p>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('agentCentre.statements.openOf', {
              period: s.periodLabel,
              who: role === 'payee' ? s.upline : s.downline,
            })}
            onClick={() => setOpen(s)}
          >
            {t('agentCentre.statements.open')}
          </Button>
        </>
      )}
      pager={{ label: t('agentCentre.statements.pager'), at: (page) => page, onChange: setPageNo }}
    >
      {open ? <StatementDetail statement={open} onClose={() => setOpen(null)} /> : null}
    </ReportFrame>
  );
}

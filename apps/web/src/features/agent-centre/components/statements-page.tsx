import type { PayrollStatement } from '@pf/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { REPORT_PAGE_SIZE, type StatementRole, useStatements } from '../api/reports';
import { showAmount } from '../lib/money';
import { Empty, LoadFailed, Loading } from './load-states';
import { StatementDetail } from './statement-detail';

const ROLES = ['payee', 'payer'] as const satisfies readonly StatementRole[];

/** Payout statements: those paid to the member (its upline's contracts) and those it paid its downlines. */
export function StatementsPage() {
  const { t } = useTranslation();
  const [role, setRole] = useState<StatementRole>('payee');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<PayrollStatement | null>(null);
  const statements = useStatements({ role, pageNo, pageSize: REPORT_PAGE_SIZE });
  const page = statements.data;
  return (
    <div className="space-y-4">
      <SegmentedTabs
        label={t('agentCentre.statements.role')}
        value={role}
        onChange={(r) => {
          setRole(r);
          setPageNo(1);
        }}
        options={ROLES.map((r) => ({ value: r, label: t(`agentCentre.statements.roles.${r}`) }))}
      />
      {statements.isPending ? (
        <Loading />
      ) : statements.isError || !page ? (
        <LoadFailed error={statements.error} onRetry={() => void statements.refetch()} />
      ) : page.list.length === 0 ? (
        <Empty icon="receipt" title={t('agentCentre.statements.empty')} />
      ) : (
        <>
          <ul
            aria-label={t('agentCentre.statements.listLabel')}
            aria-busy={statements.isFetching}
            className="space-y-2"
          >
            {page.list.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 p-3 text-sm"
              >
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
              </li>
            ))}
          </ul>
          <Pager
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            busy={statements.isFetching}
            label={t('agentCentre.statements.pager')}
          />
        </>
      )}
      {open ? <StatementDetail statement={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MEMBERS_PAGE_SIZE, useTeamMembers } from '../api/agents';
import { showAmount } from '../lib/money';
import { useReportFilter } from '../lib/use-report-filter';
import { type MemberFilter, MemberFilters } from './member-filters';
import { ReportFrame } from './report-frame';
import { TransferDialog } from './transfer-dialog';

/** §2 team management: the team at any depth, searchable, with a transfer to any active member. */
export function TeamMembers() {
  const { t, i18n } = useTranslation();
  const { filter, replace, pageNo, setPageNo } = useReportFilter<MemberFilter>({});
  const [target, setTarget] = useState<string | null>(null);
  const members = useTeamMembers({ ...filter, pageNo, pageSize: MEMBERS_PAGE_SIZE });

  return (
    <ReportFrame
      filters={<MemberFilters onApply={replace} />}
      report={members}
      rows={(page) => page.list}
      empty={{ icon: 'users', title: t('agentCentre.members.empty') }}
      listLabel={t('agentCentre.members.listLabel')}
      rowKey={(m) => m.username}
      rowClassName="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 p-3"
      renderRow={(m) => (
        <>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">
              {m.username}
              {m.type !== 0 ? (
                <span className="ms-2 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent">
                  {t('agentCentre.register.agent')}
                </span>
              ) : null}
              <span className="ms-2 text-xs font-normal text-muted">
                {t('agentCentre.members.level', { depth: m.depth })}
              </span>
            </p>
            <p className="text-xs text-muted">
              {t(`agentCentre.members.statusValue.${m.status}`)} · {t('agentCentre.members.upline')}:{' '}
              {m.upline} · {t('agentCentre.members.lastLogin')}:{' '}
              {m.lastLoginAt ? formatDateTime(m.lastLoginAt, i18n.language) : t('agentCentre.members.never')}
            </p>
          </div>
          <p className="text-sm font-bold">
            <span className="sr-only">{t('agentCentre.members.balance')} </span>
            {showAmount(m.balance)}
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={m.status !== 'active'}
            aria-label={t('agentCentre.members.transferTo', { username: m.username })}
            onClick={() => setTarget(m.username)}
          >
            {t('agentCentre.members.transfer')}
          </Button>
        </>
      )}
      pager={{ label: t('agentCentre.members.pager'), at: (page) => page, onChange: setPageNo }}
    >
      {target ? <TransferDialog username={target} onClose={() => setTarget(null)} /> : null}
    </ReportFrame>
  );
}

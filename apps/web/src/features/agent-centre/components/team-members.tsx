import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MEMBERS_PAGE_SIZE, useTeamMembers } from '../api/agents';
import { showAmount } from '../lib/money';
import { Empty, LoadFailed, Loading } from './load-states';
import { type MemberFilter, MemberFilters } from './member-filters';
import { TransferDialog } from './transfer-dialog';

/** §2 team management: the team at any depth, searchable, with a transfer to any active member. */
export function TeamMembers() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<MemberFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const [target, setTarget] = useState<string | null>(null);
  const members = useTeamMembers({ ...filter, pageNo, pageSize: MEMBERS_PAGE_SIZE });
  const page = members.data;

  return (
    <div className="space-y-4">
      <MemberFilters
        onApply={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      {members.isPending ? (
        <Loading />
      ) : members.isError || !page ? (
        <LoadFailed error={members.error} onRetry={() => void members.refetch()} />
      ) : page.list.length === 0 ? (
        <Empty icon="users" title={t('agentCentre.members.empty')} />
      ) : (
        <ul
          aria-label={t('agentCentre.members.listLabel')}
          aria-busy={members.isFetching}
          className="space-y-2"
        >
          {page.list.map((m) => (
            <li
              key={m.username}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 p-3"
            >
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
                  {m.lastLoginAt
                    ? formatDateTime(m.lastLoginAt, i18n.language)
                    : t('agentCentre.members.never')}
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
            </li>
          ))}
        </ul>
      )}
      {page ? (
        <Pager
          pageNo={page.pageNo}
          totalPages={page.totalPages}
          onChange={setPageNo}
          busy={members.isFetching}
          label={t('agentCentre.members.pager')}
        />
      ) : null}
      {target ? <TransferDialog username={target} onClose={() => setTarget(null)} /> : null}
    </div>
  );
}

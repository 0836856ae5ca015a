import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { AdjustmentDialog, MemberLedger } from '@/features/money/adjustments';
import { MemberActions } from './member-actions';
import { memberCall, memberKeys } from './member-calls';
import { StatusTag } from './member-columns';
import { MemberLogins } from './member-logins';
import { MemberNotes } from './member-notes';
import { BalancesCard, ProfileCard } from './member-profile';

const TABS = ['ledger', 'bets', 'logins', 'notes'] as const;
type Tab = (typeof TABS)[number];

/**
 * One member: profile, balances, actions and the tabs of their history. The bets tab comes from the
 * games area, handed in by the shell (identity sits below games).
 */
export function MemberPage({ bets }: { bets: (memberId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const [tab, setTab] = useState<Tab>('ledger');
  const [notice, setNotice] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const query = useQuery({
    queryKey: memberKeys.profile(memberId),
    queryFn: ({ signal }) => memberCall('memberConsole.profile', { params: { memberId }, signal }),
  });
  const back = (
    <Link to="/members" className="text-sm text-accent hover:underline">
      {t('members.back')}
    </Link>
  );
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <>
        {back}
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </>
    );
  const member = query.data;
  return (
    <>
      {back}
      <PageHeader
        title={member.username}
        description={t('members.memberId', { id: member.id })}
        actions={<MemberActions member={member} onNotice={setNotice} onAdjust={() => setAdjusting(true)} />}
      />
      <div className="mb-4 flex flex-wrap gap-2">
        <StatusTag status={member.status} t={t} />
        {member.withdrawalsFrozen ? (
          <span className="rounded bg-warning/15 px-1.5 text-xs text-warning">{t('members.frozen')}</span>
        ) : null}
      </div>
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      <div className="mb-6 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <ProfileCard member={member} />
        <BalancesCard member={member} />
      </div>
      <StatusTabs
        label={t('members.tabs.label')}
        statuses={TABS}
        value={tab}
        text={(s) => t(`members.tabs.${s}`)}
        onChange={setTab}
      />
      {tab === 'ledger' ? <MemberLedger memberId={member.id} /> : null}
      {tab === 'bets' ? bets(member.id) : null}
      {tab === 'logins' ? <MemberLogins memberId={member.id} /> : null}
      {tab === 'notes' ? <MemberNotes memberId={member.id} /> : null}
      {adjusting ? (
        <AdjustmentDialog
          memberId={member.id}
          currency={member.currency}
          onClose={() => setAdjusting(false)}
          onDone={() => {
            setAdjusting(false);
            setNotice(t('members.adjust.requested'));
          }}
        />
      ) : null}
    </>
  );
}

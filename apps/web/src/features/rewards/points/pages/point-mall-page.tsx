import { DEMO_ACCOUNT_FLAG, type PointReward } from '@pf/shared';
import { useState } from 'react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { usePointBalance, usePointConfig, usePointRewards } from '../api/points';
import { ConvertDialog } from '../components/convert-dialog';
import { Empty, LoadFailed, LoadingCards } from '../components/load-states';
import { PointsRecord } from '../components/points-record';
import { PointsSummary } from '../components/points-summary';
import { RedeemDialog } from '../components/redeem-dialog';
import { RedeemHistory } from '../components/redeem-history';
import { RewardGrid } from '../components/reward-grid';

type Tab = 'rewards' | 'history' | 'record';
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

function Shelf({ points, onRedeem }: { points: number; onRedeem: (r: PointReward) => void }) {
  const { t } = useTranslation();
  const rewards = usePointRewards();
  if (rewards.isPending) return <LoadingCards count={6} className={GRID} />;
  if (rewards.isError) return <LoadFailed error={rewards.error} onRetry={() => void rewards.refetch()} />;
  if (rewards.data.length === 0)
    return <Empty icon="gift" title={t('points.emptyRewards')} hint={t('points.emptyRewardsHint')} />;
  return <RewardGrid rewards={rewards.data} points={points} onRedeem={onRedeem} />;
}

/** The mall for a signed-in real member: points, rewards, redemption, conversion and the records. */
function Mall() {
  const { t } = useTranslation();
  const balance = usePointBalance();
  const config = usePointConfig();
  const [tab, setTab] = useState<Tab>('rewards');
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const [converting, setConverting] = useState(false);
  const points = balance.data ?? 0;

  if (balance.isError || config.isError) {
    return (
      <LoadFailed
        error={balance.error ?? config.error}
        onRetry={() => void Promise.all([balance.refetch(), config.refetch()])}
      />
    );
  }
  const closed = config.data !== undefined && !config.data.enabled;
  return (
    <div className="space-y-6">
      <PointsSummary points={balance.data} config={config.data} onConvert={() => setConverting(true)} />
      {closed ? (
        <Empty icon="bag" title={t('points.closed')} hint={t('points.closedHint')} />
      ) : (
        <>
          <SegmentedTabs
            label={t('points.title')}
            value={tab}
            onChange={setTab}
            // Three tabs share a phone's width: smaller type keeps each label to two lines at most.
            className="max-w-lg [&>button]:px-2 [&>button]:text-xs [&>button]:leading-tight sm:[&>button]:px-3 sm:[&>button]:text-sm"
            options={[
              { value: 'rewards', label: t('points.rewards') },
              { value: 'history', label: t('points.history') },
              { value: 'record', label: t('points.record') },
            ]}
          />
          {tab === 'rewards' ? <Shelf points={points} onRedeem={setRedeeming} /> : null}
          {tab === 'history' ? <RedeemHistory /> : null}
          {tab === 'record' ? <PointsRecord /> : null}
        </>
      )}
      {redeeming ? (
        <RedeemDialog reward={redeeming} points={points} onClose={() => setRedeeming(null)} />
      ) : null}
      {converting && config.data ? (
        <ConvertDialog config={config.data} points={points} onClose={() => setConverting(false)} />
      ) : null}
    </div>
  );
}

/** /pointMall (§2): visitors are asked to sign in, trial accounts to register. */
export function PointMallPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.profile?.isAgent);
  let body: React.ReactNode;
  if (!token) {
    body = (
      <EmptyState
        icon="bag"
        title={t('points.loginTitle')}
        message={t('points.loginHint')}
        action={<LinkButton to="/login">{t('points.login')}</LinkButton>}
      />
    );
  } else if (isAgent === DEMO_ACCOUNT_FLAG) {
    body = <EmptyState icon="lock" title={t('points.demo')} />;
  } else {
    body = <Mall />;
  }
  return (
    <div data-testid="point-mall-page" className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-fg">{t('points.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('points.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}

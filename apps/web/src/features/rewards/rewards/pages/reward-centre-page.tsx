import { formatCount, formatMinor, parseAmountToMinor, vipRank } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import type { IconName } from '@/components/ui/icon';
import { PageHeading } from '@/components/ui/page-heading';
import { openMemberCentre, useMemberCentreStore } from '@/features/identity/member-center';
import { useMissionSummary } from '@/features/rewards/missions';
import { usePointBalance } from '@/features/rewards/points';
import { useRebateSummary } from '@/features/rewards/rebate';
import { useReferralInfo, useReferralStatus, useVipProgress } from '@/features/rewards/referral';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { bonusGrantsQuery } from '../api/bonus';
import { RewardTile } from '../components/reward-tile';

/** Two decimals with comma thousands (§9); an amount that cannot be read is shown as sent. */
const shown = (amount: string) => {
  const minor = parseAmountToMinor(amount);
  return minor === null ? amount : formatMinor(minor);
};
const positive = (amount: string | undefined) => (parseAmountToMinor(amount ?? '') ?? 0n) > 0n;

/** Each tile's picture and colour. */
const LOOKS = {
  vip: { icon: 'crown', tone: 'from-amber-400 to-orange-600' },
  missions: { icon: 'star', tone: 'from-sky-500 to-indigo-600' },
  rebate: { icon: 'percent', tone: 'from-emerald-500 to-teal-600' },
  bonus: { icon: 'gift', tone: 'from-violet-500 to-fuchsia-600' },
  points: { icon: 'bag', tone: 'from-pink-500 to-rose-600' },
  invite: { icon: 'users', tone: 'from-cyan-500 to-blue-600' },
} as const satisfies Record<string, { icon: IconName; tone: string }>;

/** What every tile has: its look, title and way in, and the state of its one call. */
function tileBase(
  t: TFunction,
  kind: keyof typeof LOOKS,
  q: { status: 'pending' | 'error' | 'success'; refetch: () => Promise<unknown> },
) {
  return {
    ...LOOKS[kind],
    title: t(`rewards.${kind}.title`),
    action: t(`rewards.${kind}.open`),
    status: q.status,
    onRetry: () => void q.refetch(),
  };
}

function VipTile() {
  const { t } = useTranslation();
  const q = useVipProgress();
  const rankName = (level: number) =>
    t(`account.vipRank.${level}` as 'account.vipRank.1', { defaultValue: vipRank(level).name });
  return (
    <RewardTile
      {...tileBase(t, 'vip', q)}
      figure={q.data ? t('rewards.vip.level', { level: q.data.level, name: rankName(q.data.level) }) : null}
      note={
        q.data?.next
          ? positive(q.data.next.upgradeBonus)
            ? t('rewards.vip.next', {
                name: rankName(q.data.next.level),
                bonus: shown(q.data.next.upgradeBonus),
              })
            : t('rewards.vip.nextLevel', { name: rankName(q.data.next.level) })
          : q.data && q.data.levels.length > 0
            ? t('rewards.vip.top')
            : null
      }
      onAction={() => openMemberCentre('playerRank')}
    />
  );
}

function MissionsTile() {
  const { t } = useTranslation();
  const q = useMissionSummary();
  const ready = q.data?.claimableCount ?? 0;
  return (
    <RewardTile
      {...tileBase(t, 'missions', q)}
      figure={ready > 0 ? t('rewards.missions.ready', { count: ready }) : t('rewards.missions.none')}
      onAction={() => openMemberCentre('missionLeaderboard')}
    />
  );
}

function RebateTile() {
  const { t } = useTranslation();
  const q = useRebateSummary();
  return (
    <RewardTile
      {...tileBase(t, 'rebate', q)}
      figure={
        q.data && positive(q.data.claimable)
          ? t('rewards.rebate.ready', { amount: shown(q.data.claimable) })
          : t('rewards.rebate.none')
      }
      onAction={() => openMemberCentre('manualRebate')}
    />
  );
}

function BonusTile() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const q = useQuery(bonusGrantsQuery(token, 'active', 1));
  const active = q.data?.activeAmount;
  return (
    <RewardTile
      {...tileBase(t, 'bonus', q)}
      figure={
        active && positive(active)
          ? t('rewards.bonus.active', { amount: shown(active) })
          : t('rewards.bonus.none')
      }
      onAction={() => openMemberCentre('bonusDetails')}
    />
  );
}

function PointsTile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useMemberCentreStore((s) => s.close);
  const q = usePointBalance();
  return (
    <RewardTile
      {...tileBase(t, 'points', q)}
      figure={t('rewards.points.balance', { points: formatCount(q.data ?? 0) })}
      onAction={() => {
        close();
        navigate('/pointMall');
      }}
    />
  );
}

/** Asked for only while the brand runs its referral programme (the call is refused otherwise). */
function InviteTile() {
  const { t } = useTranslation();
  const q = useReferralInfo();
  return (
    <RewardTile
      {...tileBase(t, 'invite', q)}
      figure={q.data ? t('rewards.invite.earned', { amount: shown(q.data.earned) }) : null}
      onAction={() => openMemberCentre('referral')}
    />
  );
}

/**
 * rewardCenter (§2 member centre, the left bar's Rewards): what the member can collect now, each
 * kind in a tile of its own (VIP level, missions, rebate, bonuses, points, invited friends) with
 * the way to the page where it is collected. A tile whose figure cannot be read says so alone.
 */
export function RewardCentrePage() {
  const { t } = useTranslation();
  const referralOn = useReferralStatus().data?.enabled === true;
  return (
    <div className="mx-auto max-w-3xl space-y-5" data-testid="reward-centre-page">
      <PageHeading title={t('rewards.title')} lead={t('rewards.lead')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <VipTile />
        <MissionsTile />
        <RebateTile />
        <BonusTile />
        <PointsTile />
        {referralOn ? <InviteTile /> : null}
      </div>
    </div>
  );
}

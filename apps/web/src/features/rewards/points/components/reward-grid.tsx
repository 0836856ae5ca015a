import { formatCount, type PointReward } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SizedImage } from '@/components/ui/sized-image';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

function RewardCard({
  reward,
  points,
  onRedeem,
}: {
  reward: PointReward;
  points: number;
  onRedeem: (reward: PointReward) => void;
}) {
  const { t } = useTranslation();
  const soldOut = reward.stock === 0;
  const short = points < reward.points;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <div className="relative aspect-4/3 bg-surface-2">
        {reward.imageUrl ? (
          <SizedImage
            src={reward.imageUrl}
            widths={[240, 320, 480]}
            sizes="(min-width: 1024px) 240px, 50vw"
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-muted">
            <Icon name="gift" className="size-10" />
          </div>
        )}
        <span
          className={cn(
            'absolute end-2 top-2 rounded-full px-2 py-0.5 text-[11px] font-semibold backdrop-blur',
            soldOut ? 'bg-danger/80 text-white' : 'bg-bg/70 text-fg',
          )}
        >
          {soldOut ? t('points.soldOut') : t('points.stock', { count: reward.stock })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold text-fg">{reward.name}</h3>
        <p className="mt-auto text-sm font-bold text-accent tabular-nums">
          {t('points.cost', { points: formatCount(reward.points) })}
        </p>
        <Button
          size="sm"
          variant={soldOut || short ? 'secondary' : 'primary'}
          disabled={soldOut || short}
          onClick={() => onRedeem(reward)}
          aria-label={`${t('points.redeem')} ${reward.name}`}
        >
          {soldOut ? t('points.soldOut') : short ? t('points.notEnough') : t('points.redeem')}
        </Button>
      </div>
    </li>
  );
}

/** The mall's shelf: two columns on a phone, up to five on a wide screen. */
export function RewardGrid({
  rewards,
  points,
  onRedeem,
}: {
  rewards: readonly PointReward[];
  points: number;
  onRedeem: (reward: PointReward) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('points.rewards')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {rewards.map((r) => (
        <RewardCard key={r.id} reward={r} points={points} onRedeem={onRedeem} />
      ))}
    </ul>
  );
}

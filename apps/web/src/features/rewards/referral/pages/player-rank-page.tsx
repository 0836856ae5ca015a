import { parseAmountToMinor, vipRank } from '@pf/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useVipProgress } from '../api/referral';
import { LevelBenefits } from '../components/level-benefits';
import { Failed, Loading, showAmount } from '../components/states';

/** Percent of `need` reached by `have` (whole numbers, no floats on money). */
function percent(have: string, need: string): number {
  const h = parseAmountToMinor(have) ?? 0n;
  const n = parseAmountToMinor(need) ?? 0n;
  if (n === 0n) return 100;
  return Number(h >= n ? 100n : (h * 100n) / n);
}

/** How far `have` is towards `need`; nothing when nothing is needed (a 0.00 / 0.00 bar says nothing). */
function Bar({ label, have, need }: { label: string; have: string; need: string }) {
  if ((parseAmountToMinor(need) ?? 0n) === 0n) return null;
  const value = percent(have, need);
  return (
    <div>
      <div className="flex justify-between text-xs">
        <span className="text-muted">{label}</span>
        <span className="font-semibold text-fg">
          {showAmount(have)} / {showAmount(need)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-accent to-accent-2"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

/** rewardCenter / playerRank (§2): the member's VIP level in its club colours and the way up. */
export function PlayerRankPage() {
  const { t } = useTranslation();
  const q = useVipProgress();
  if (q.isPending) return <Loading label={t('referral.loading')} />;
  if (q.isError) return <Failed onRetry={() => void q.refetch()} />;
  const p = q.data;
  const rank = vipRank(p.level);
  const rankName = (level: number) =>
    t(`account.vipRank.${level}` as 'account.vipRank.1', { defaultValue: vipRank(level).name });
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="player-rank-page">
      <section
        className="rounded-2xl p-5 text-white shadow-card"
        style={{ backgroundImage: `linear-gradient(135deg, ${rank.color}, ${rank.color2})` }}
      >
        <p className="text-xs opacity-80">{t('referral.vip.current')}</p>
        <h2 className="text-2xl font-bold">
          {t('referral.vip.level', { level: p.level, name: rankName(p.level) })}
        </h2>
      </section>
      <LevelBenefits benefits={p.benefits} />
      {p.next ? (
        <section className="space-y-3 rounded-2xl border border-line bg-surface p-4">
          <h3 className="text-sm font-bold">
            {t('referral.vip.toNext', {
              level: p.next.level,
              name: rankName(p.next.level),
              bonus: showAmount(p.next.upgradeBonus),
            })}
          </h3>
          <Bar label={t('referral.vip.turnover')} have={p.validBet} need={p.next.minValidBet} />
          <Bar label={t('referral.vip.deposits')} have={p.deposit} need={p.next.minDeposit} />
        </section>
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-5 text-center text-sm text-muted">
          {p.levels.length === 0 ? t('referral.vip.noRules') : t('referral.vip.top')}
        </p>
      )}
      {/* The level's keep rule: a period's figures must reach it for the level to stay. */}
      {p.keep ? (
        <section className="space-y-3 rounded-2xl border border-line bg-surface p-4">
          <h3 className="text-sm font-bold">{t('referral.vip.keepTitle', { name: rankName(p.level) })}</h3>
          <Bar label={t('referral.vip.keepBets')} have={p.validBet} need={p.keep.validBet} />
          <Bar label={t('referral.vip.keepDeposits')} have={p.deposit} need={p.keep.deposit} />
        </section>
      ) : null}
      {p.levels.length > 0 ? (
        <ul aria-label={t('referral.vip.benefits')} className="grid gap-2 sm:grid-cols-2">
          {p.levels.map((l) => (
            <li key={l.level} className="flex items-center gap-3 rounded-xl border border-line p-3">
              <span
                aria-hidden
                className="size-8 shrink-0 rounded-full"
                style={{
                  backgroundImage: `linear-gradient(135deg, ${vipRank(l.level).color}, ${vipRank(l.level).color2})`,
                }}
              />
              <div className="text-xs">
                <p className="font-semibold text-fg">{rankName(l.level)}</p>
                <p className="text-muted">{t('referral.vip.bonus', { bonus: showAmount(l.upgradeBonus) })}</p>
                {l.birthdayBonus !== '0.00' ? (
                  <p className="text-muted">
                    {t('referral.vip.birthday', { amount: showAmount(l.birthdayBonus) })}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

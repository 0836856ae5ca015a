import { parseAmountToMinor, type VipProgress } from '@pf/shared';
import { TitledSection } from '@/components/ui/titled-section';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showAmount } from './states';

/** What the member's current level gives: cashback rate, withdrawal limits, birthday bonus, service channel. */
export function LevelBenefits({ benefits }: { benefits: VipProgress['benefits'] }) {
  const { t } = useTranslation();
  const items = [
    benefits.cashbackBps === null
      ? t('referral.vip.cashbackPromo')
      : t('referral.vip.cashbackRate', { rate: (benefits.cashbackBps / 100).toFixed(2) }),
    ...(benefits.withdrawMax
      ? [t('referral.vip.withdrawMax', { amount: showAmount(benefits.withdrawMax) })]
      : []),
    ...(benefits.withdrawDailyMax
      ? [t('referral.vip.withdrawDailyMax', { amount: showAmount(benefits.withdrawDailyMax) })]
      : []),
    ...(benefits.withdrawMax || benefits.withdrawDailyMax ? [] : [t('referral.vip.withdrawNoLimit')]),
    // A level without a birthday bonus has none to list (not a bonus of 0.00).
    ...((parseAmountToMinor(benefits.birthdayBonus) ?? 0n) > 0n
      ? [t('referral.vip.birthday', { amount: showAmount(benefits.birthdayBonus) })]
      : []),
    benefits.vipService ? t('referral.vip.vipService') : t('referral.vip.liveChat'),
  ];
  return (
    <TitledSection
      titleId="vip-own-benefits"
      title={t('referral.vip.yourBenefits')}
      testId="vip-benefits"
      className="space-y-2 rounded-2xl border border-line bg-surface p-4"
      titleClassName="text-sm font-bold"
      level={3}
    >
      <ul className="grid gap-1.5 text-xs text-fg sm:grid-cols-2">
        {items.map((text) => (
          <li key={text} className="rounded-lg bg-surface-2 px-3 py-2">
            {text}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PERIODS, type Period } from '../lib/periods';

/** §3 Periods D/W/H/M as one switcher. */
export function PeriodTabs({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedTabs
      label={t('wallet.period.label')}
      value={value}
      onChange={onChange}
      className="w-full sm:w-auto"
      options={PERIODS.map((p) => ({ value: p, label: t(`wallet.period.${p}`), testId: `period-${p}` }))}
    />
  );
}

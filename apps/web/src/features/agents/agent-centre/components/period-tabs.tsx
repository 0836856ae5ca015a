import { PERIODS, type Period } from '@pf/shared';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The period switch every report page of the centre starts with (today, week, half month, month). */
export function PeriodTabs({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedTabs
      label={t('agentCentre.period.label')}
      value={value}
      onChange={onChange}
      options={PERIODS.map((p) => ({ value: p, label: t(`agentCentre.period.${p}`) }))}
    />
  );
}

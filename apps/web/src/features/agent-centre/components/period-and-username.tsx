import type { Period } from '@pf/shared';
import { PeriodTabs } from './period-tabs';
import { UsernameSearch } from './username-search';

/** The filters of the team's reports: the period, and one member of the team or all of it. */
export function PeriodAndUsername({
  period,
  onChange,
}: {
  period: Period;
  onChange: (patch: { period?: Period; username?: string | undefined }) => void;
}) {
  return (
    <>
      <PeriodTabs value={period} onChange={(p) => onChange({ period: p })} />
      <UsernameSearch onApply={(username) => onChange({ username })} />
    </>
  );
}

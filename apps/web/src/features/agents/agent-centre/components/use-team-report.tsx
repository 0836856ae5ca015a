import type { Period } from '@pf/shared';
import { REPORT_PAGE_SIZE } from '../api/reports';
import { useReportFilter } from '../lib/use-report-filter';
import { PeriodTabs } from './period-tabs';
import { UsernameSearch } from './username-search';

interface TeamReportQuery {
  period: Period;
  pageNo: number;
  pageSize: number;
  username?: string;
}

/**
 * A report over the team by period, of the whole team or one member of it: its query, its filters
 * (the period and the username search) and the page to go to.
 */
export function useTeamReport<R>(useReport: (query: TeamReportQuery) => R) {
  const { filter, refine, pageNo, setPageNo } = useReportFilter<{ period: Period; username?: string }>({
    period: 'D',
  });
  const report = useReport({
    period: filter.period,
    pageNo,
    pageSize: REPORT_PAGE_SIZE,
    ...(filter.username ? { username: filter.username } : {}),
  });
  const filters = (
    <>
      <PeriodTabs value={filter.period} onChange={(period) => refine({ period })} />
      <UsernameSearch onApply={(username) => refine({ username })} />
    </>
  );
  return { report, filters, setPageNo };
}

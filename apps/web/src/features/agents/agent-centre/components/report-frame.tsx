import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { IconName } from '@/components/ui/icon';
import { Pager } from '@/components/ui/pager';
import { Empty, LoadFailed, Loading } from './load-states';

/** What the frame reads of a report's query. */
type ReportQuery<Data> = Pick<
  UseQueryResult<Data>,
  'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'
>;

interface PageAt {
  pageNo: number;
  totalPages: number;
}

interface ReportFrameProps<Data, Row> {
  /** Period tabs, searches and other filters: above the report whatever state it is in. */
  filters: ReactNode;
  report: ReportQuery<Data>;
  rows: (data: Data) => readonly Row[];
  /** Figures over the whole report, shown above the rows even when there are none. */
  totals?: (data: Data) => ReactNode;
  empty: { icon: IconName; title: string };
  /** The list's accessible name. */
  listLabel: string;
  rowKey: (row: Row) => string;
  rowClassName: string;
  renderRow: (row: Row) => ReactNode;
  /** Paging over the rows: where the data says it is, the pager's name and where it goes. */
  pager?: { label: string; at: (data: Data) => PageAt; onChange: (pageNo: number) => void };
  loadingRows?: number;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/**
 * The frame every report of the agent centre shares: its filters, then the loading skeleton, the
 * failure with a retry, or the report itself (totals, the rows or an empty state, the pager).
 */
export function ReportFrame<Data, Row>({
  filters,
  report,
  rows,
  totals,
  empty,
  listLabel,
  rowKey,
  rowClassName,
  renderRow,
  pager,
  loadingRows,
  children,
}: ReportFrameProps<Data, Row>) {
  const data = report.data;
  let body: ReactNode;
  if (report.isPending) body = <Loading rows={loadingRows} />;
  else if (report.isError || data === undefined)
    body = <LoadFailed error={report.error} onRetry={() => void report.refetch()} />;
  else {
    const list = rows(data);
    const at = pager?.at(data);
    body = (
      <>
        {totals?.(data)}
        {list.length === 0 ? (
          <Empty icon={empty.icon} title={empty.title} />
        ) : (
          <ul aria-label={listLabel} aria-busy={report.isFetching} className="space-y-2">
            {list.map((row) => (
              <li key={rowKey(row)} className={rowClassName}>
                {renderRow(row)}
              </li>
            ))}
          </ul>
        )}
        {pager && at ? (
          <Pager
            pageNo={at.pageNo}
            totalPages={at.totalPages}
            onChange={pager.onChange}
            busy={report.isFetching}
            label={pager.label}
          />
        ) : null}
      </>
    );
  }
  return (
    <div className="space-y-4">
      {filters}
      {body}
      {children}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { bettingRecordQuery } from '../api/betting-record';
import { RecordFilters } from '../components/record-filters';
import { RecordRow } from '../components/record-row';
import { RecordEmpty, RecordError, RecordLoading } from '../components/record-states';
import { RecordSummary } from '../components/record-summary';
import { defaultWindow, windowOf } from '../model/date-window';

/**
 * personalHistoryCopy (betting record): every round of every vendor, newest first, with stake,
 * win, time and status; narrowed by a day range and a vendor, a page at a time.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const { code: language } = useLanguage();
  const [range, setRange] = useState(defaultWindow);
  const [vendor, setVendor] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const check = windowOf(range.from, range.to);
  const records = useQuery({
    ...bettingRecordQuery(token, {
      beginTime: check.ok ? check.beginTime : '',
      endTime: check.ok ? check.endTime : '',
      vendor,
      pageNo,
      language,
    }),
    // A range the server would refuse is not asked for; the filter explains it instead.
    enabled: token !== null && check.ok,
  });

  const change = (next: Partial<typeof range>) => {
    setRange((r) => ({ ...r, ...next }));
    setPageNo(1);
  };
  // The picker keeps the chosen vendor even when the new window has no rounds of it.
  const vendors = records.data?.vendors ?? [];
  const choices =
    vendor && !vendors.some((v) => v.vassalage === vendor)
      ? [...vendors, { vassalage: vendor, name: vendor }]
      : vendors;

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="betting-record-page">
      <RecordFilters
        from={range.from}
        to={range.to}
        vendor={vendor}
        vendors={choices}
        check={check}
        onFrom={(from) => change({ from })}
        onTo={(to) => change({ to })}
        onVendor={(v) => {
          setVendor(v);
          setPageNo(1);
        }}
      />
      {!check.ok ? null : records.isPending ? (
        <RecordLoading />
      ) : records.isError ? (
        <RecordError error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.content.length === 0 ? (
        <RecordEmpty />
      ) : (
        <div className={cn('space-y-3 transition-opacity', records.isPlaceholderData && 'opacity-60')}>
          <RecordSummary page={records.data} />
          <ul className="space-y-2" data-testid="record-list" aria-busy={records.isFetching}>
            {records.data.content.map((r) => (
              <RecordRow key={r.id} record={r} />
            ))}
          </ul>
          <Pager
            pageNo={records.data.pageNo}
            totalPages={records.data.totalPages}
            busy={records.isFetching}
            onChange={setPageNo}
            label={t('inhouse.record.pages')}
          />
        </div>
      )}
    </div>
  );
}

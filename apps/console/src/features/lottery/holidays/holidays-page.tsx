import { VN_REGIONS } from '@pf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useMay } from '@/lib/permissions';
import { lotteryCall, lotteryKeys } from '../lottery-calls';
import { useLotteryErrorText } from '../lottery-error';
import { type HolidayForm, HolidayFormBar } from './holiday-form';

type Holiday = { region: (typeof VN_REGIONS)[number]; day: string; name: string };
const SELECT = 'h-9 rounded-md border border-line bg-bg px-2 text-sm';

function useHolidayChanges(onDone: (text: string) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: ['lottery', 'holidays'] });
  return {
    add: useMutation({
      mutationFn: (h: HolidayForm) =>
        lotteryCall('lottery.boPutHoliday', {
          params: { region: h.region, day: h.day },
          body: { name: h.name },
        }),
      onSuccess: (r) => onDone(t('lotteryOps.holidays.added', { day: r.day, draws: r.cancelledDraws })),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (h: Holiday) =>
        lotteryCall('lottery.boRemoveHoliday', { params: { region: h.region, day: h.day } }),
      onSuccess: (r) => onDone(t('lotteryOps.holidays.removed', { day: r.day, draws: r.restoredDraws })),
      onSettled,
    }),
  };
}

/** The non-draw days by region and year; platform operators add and remove them. */
export function HolidaysPage() {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useLotteryErrorText();
  const mayEdit = useMay('lottery.calendar');
  const [region, setRegion] = useState('');
  const [year, setYear] = useState(new Date().getUTCFullYear());
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: lotteryKeys.holidays(region, year),
    queryFn: ({ signal }) =>
      lotteryCall('lottery.boHolidays', {
        query: { year, ...(region ? { region: region as Holiday['region'] } : {}) },
        signal,
      }),
  });
  const changes = useHolidayChanges(setNotice);
  const failed = changes.add.error ?? changes.remove.error;
  const columns: ListColumn<Holiday>[] = [
    { id: 'day', header: t('lotteryOps.holidays.day'), cell: ({ row }) => row.original.day },
    {
      id: 'region',
      header: t('lotteryOps.holidays.region'),
      cell: ({ row }) => t(`lotteryOps.regions.${row.original.region}`),
    },
    { id: 'name', header: t('lotteryOps.holidays.name'), cell: ({ row }) => row.original.name },
  ];
  if (mayEdit)
    columns.push({
      id: 'actions',
      header: t('lotteryOps.holidays.actions'),
      cell: ({ row }) => (
        <Button
          variant="ghost"
          disabled={changes.remove.isPending}
          aria-label={t('lotteryOps.holidays.removeLabel', {
            day: row.original.day,
            region: row.original.region,
          })}
          onClick={() => changes.remove.mutate(row.original)}
        >
          {t('lotteryOps.holidays.remove')}
        </Button>
      ),
    });
  return (
    <>
      <PageHeader title={t('lotteryOps.holidays.title')} description={t('lotteryOps.holidays.description')} />
      {mayEdit ? (
        <HolidayFormBar
          region={region}
          pending={changes.add.isPending}
          onSubmit={(h) => changes.add.mutate(h)}
        />
      ) : null}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-region`} className="text-sm text-muted">
            {t('lotteryOps.holidays.region')}
          </label>
          <select
            id={`${id}-region`}
            className={SELECT}
            value={region}
            onChange={(e) => setRegion(e.target.value)}
          >
            <option value="">{t('lotteryOps.draws.filters.any')}</option>
            {VN_REGIONS.map((r) => (
              <option key={r} value={r}>
                {t(`lotteryOps.regions.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-year`} className="text-sm text-muted">
            {t('lotteryOps.holidays.year')}
          </label>
          <select
            id={`${id}-year`}
            className={SELECT}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {[year - 1, year, year + 1].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {failed ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 p-2 text-sm text-danger">
          {errorText(failed)}
        </p>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('lotteryOps.holidays.empty')} />
      ) : (
        <DataTable
          label={t('lotteryOps.holidays.title')}
          columns={columns}
          data={list.data.list}
          rowId={(h) => `${h.region}-${h.day}`}
        />
      )}
    </>
  );
}

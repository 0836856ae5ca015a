import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { identityKeys } from '../query-keys';
import { staffAdminCall, staffExportFile } from '../staff-calls';
import { CreateStaffDialog } from './create-staff-dialog';
import { OperatorPanel } from './operator-panel';
import { staffColumns } from './staff-columns';
import {
  filledFilters,
  STAFF_FILTERS,
  StaffFilterForm,
  type StaffFilters,
  validFilters,
} from './staff-filters';
import { useBrandNames } from './staff-pickers';

/** The most the list call answers; the CSV export has no limit. */
const LIST_LIMIT = 500;

/**
 * The operators of the brand the session works on (everyone, for a platform session): filters in
 * the address so a view can be shared, a row opens the operator, an admin adds and changes them.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const brandNames = useBrandNames();
  const manage = useMay('staff.manage');
  const [params, setParams] = useSearchParams();
  const filters: StaffFilters = Object.fromEntries(
    STAFF_FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f) as string]] : [])),
  );
  const query = validFilters(filters);
  const list = useQuery({
    queryKey: identityKeys.staffList(query),
    queryFn: ({ signal }) => staffAdminCall('staff.list', { query: { ...query, limit: LIST_LIMIT }, signal }),
    placeholderData: keepPreviousData,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const selected = list.data?.find((a) => a.id === selectedId) ?? null;
  return (
    <>
      <PageHeader
        title={t('staff.title')}
        description={t('staff.description')}
        actions={
          <span className="flex flex-wrap items-center gap-2">
            <DownloadButton
              label={t('staff.exportCsv')}
              busyLabel={t('staff.exporting')}
              fileName="staff.csv"
              fetchFile={() => staffExportFile('staff.exportCsv', { query })}
            />
            {manage ? <Button onClick={() => setCreating(true)}>{t('staff.add')}</Button> : null}
          </span>
        }
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      <StaffFilterForm
        value={filters}
        onSearch={(next) => {
          setSelectedId(null);
          setParams(filledFilters(next));
        }}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('staff.empty')} hint={t('staff.emptyHint')} />
      ) : (
        <>
          <DataTable
            label={t('staff.title')}
            columns={staffColumns(t, dateTime, brandNames)}
            data={list.data}
            rowId={(a) => a.id}
            selectedId={selectedId}
            onSelect={(a) => setSelectedId(a.id)}
          />
          {list.data.length >= LIST_LIMIT ? (
            <p className="mt-2 text-sm text-muted">{t('staff.capped', { count: LIST_LIMIT })}</p>
          ) : null}
          {selected ? (
            <OperatorPanel account={selected} onDone={setNotice} onClose={() => setSelectedId(null)} />
          ) : null}
        </>
      )}
      {creating ? (
        <CreateStaffDialog
          onCreated={(username) => {
            setCreating(false);
            setNotice(t('staff.create.done', { username }));
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { auditExportFile } from '../staff-calls';
import { auditColumns } from './audit-columns';
import { AuditDetail } from './audit-detail';
import { AuditFilter } from './audit-filter';
import { auditQuery } from './audit-query';

/** The audit log: filter by target in the address (so a filtered view can be shared), open a row's change. */
export function AuditPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const filter = { targetType: params.get('targetType') ?? '', targetId: params.get('targetId') ?? '' };
  const query = useQuery(auditQuery(filter.targetType, filter.targetId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = query.data?.find((e) => e.id === selectedId) ?? null;
  const filtered = filter.targetType !== '' || filter.targetId !== '';
  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={
          <DownloadButton
            label={t('reports.downloadCsv')}
            busyLabel={t('reports.downloading')}
            fileName="audit.csv"
            fetchFile={() =>
              auditExportFile('audit.exportCsv', {
                query: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '')),
              })
            }
          />
        }
      />
      <AuditFilter
        value={filter}
        onChange={(next) => {
          setSelectedId(null);
          setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
        }}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('audit.empty')} {...(filtered ? { hint: t('audit.emptyHint') } : {})} />
      ) : (
        <>
          <DataTable
            label={t('audit.title')}
            columns={auditColumns(t, dateTime)}
            data={query.data}
            rowId={(e) => e.id}
            selectedId={selectedId}
            onSelect={(e) => setSelectedId(e.id)}
          />
          {selected ? <AuditDetail entry={selected} onClose={() => setSelectedId(null)} /> : null}
        </>
      )}
    </>
  );
}

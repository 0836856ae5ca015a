import { KYC_STATUSES, type KycStatus } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useDateTime } from '@/lib/format-date';
import { identityExportFile } from '../export-calls';
import { kycColumns } from './kyc-columns';
import { kycQueueQuery } from './kyc-queries';
import { KycReview } from './kyc-review';

/** The KYC queue by status (pending first), with the chosen member's review beside or below it. */
export function KycPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<KycStatus>('P');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery(kycQueueQuery(status));
  const selected = query.data?.find((item) => item.memberId === selectedId) ?? null;
  return (
    <>
      <PageHeader
        title={t('kyc.title')}
        description={t('kyc.description')}
        actions={
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName={`kyc-${status}.csv`}
            fetchFile={() => identityExportFile('members.kycQueueCsv', { query: { status } })}
          />
        }
      />
      <StatusTabs
        label={t('kyc.statusLabel')}
        statuses={KYC_STATUSES}
        value={status}
        text={(s) => t(`kyc.status.${s}`)}
        onChange={(s) => {
          setStatus(s);
          setSelectedId(null);
        }}
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('kyc.empty')} />
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            label={t('kyc.title')}
            columns={kycColumns(t, dateTime)}
            data={query.data}
            rowId={(item) => item.memberId}
            selectedId={selectedId}
            onSelect={(item) => setSelectedId(item.memberId)}
          />
          {selected ? (
            <KycReview
              key={selected.memberId}
              item={selected}
              onDecided={(message) => {
                setSelectedId(null);
                setNotice(message);
              }}
            />
          ) : (
            <p className="self-start rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
              {t('kyc.selectHint')}
            </p>
          )}
        </div>
      )}
    </>
  );
}

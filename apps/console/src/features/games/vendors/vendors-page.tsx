import { WALLET_VENDORS } from '@pf/shared/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { vendorsCall } from '../games-calls';
import { gamesKeys } from '../query-keys';
import { VendorChecks } from './vendor-checks';
import { VendorForm } from './vendor-form';

type Vendor = (typeof WALLET_VENDORS)[number];

/** One vendor's connection: whether its secret is set and when it last changed, its settings and checks. */
function VendorCard({ vendor, onSaved }: { vendor: Vendor; onSaved: (vendor: Vendor) => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const query = useQuery({
    queryKey: gamesKeys.vendor(vendor),
    queryFn: ({ signal }) => vendorsCall('vendors.credentials', { params: { vendor }, query: {}, signal }),
  });
  return (
    <section aria-label={vendor} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{vendor}</h2>
        {query.data ? (
          <p className="text-sm text-muted">
            {query.data.secretSet
              ? t('gamesOps.vendors.secretSet', { at: dateTime(query.data.updatedAt) })
              : t('gamesOps.vendors.secretMissing')}
          </p>
        ) : null}
      </header>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <>
          <VendorForm vendor={vendor} current={query.data} onSaved={() => onSaved(vendor)} />
          <VendorChecks vendor={vendor} />
        </>
      )}
    </section>
  );
}

/**
 * The brand's connections to the vendors whose wallet protocols the platform speaks: credentials
 * stored sealed and never shown again, a test call, and the import of each vendor's game list.
 */
export function VendorsPage() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('gamesOps.vendors.title')} description={t('gamesOps.vendors.description')} />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      <div className="grid gap-4">
        {WALLET_VENDORS.map((vendor) => (
          <VendorCard
            key={vendor}
            vendor={vendor}
            onSaved={(v) => setNotice(t('gamesOps.vendors.saved', { vendor: v }))}
          />
        ))}
      </div>
    </>
  );
}

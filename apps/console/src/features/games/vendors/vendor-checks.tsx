import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { vendorsCall } from '../games-calls';

type Vendor = 'PRAGMATIC' | 'EVOLUTION' | 'HUB88';

/** Test the stored connection, and import the vendor's game list, each with its outcome beside it. */
export function VendorChecks({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const test = useMutation({
    mutationFn: () => vendorsCall('vendors.testConnection', { params: { vendor }, body: {} }),
  });
  const imported = useMutation({
    mutationFn: () => vendorsCall('vendors.importGames', { params: { vendor }, body: {} }),
  });
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" disabled={test.isPending} onClick={() => test.mutate()}>
          {t('gamesOps.vendors.test')}
        </Button>
        <Button variant="ghost" disabled={imported.isPending} onClick={() => imported.mutate()}>
          {t('gamesOps.vendors.import')}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {test.data ? (
          test.data.ok ? (
            <p className="text-success">{t('gamesOps.vendors.testOk', { listed: test.data.listed ?? 0 })}</p>
          ) : (
            <p className="text-danger">{t('gamesOps.vendors.testFailed', { reason: test.data.reason })}</p>
          )
        ) : null}
        {test.isError ? <p className="text-danger">{errorText(test.error)}</p> : null}
        {imported.data ? (
          <p className="text-success">
            {t('gamesOps.vendors.imported', {
              listed: imported.data.listed,
              created: imported.data.created,
              updated: imported.data.imported - imported.data.created,
            })}
          </p>
        ) : null}
        {imported.isError ? <p className="text-danger">{errorText(imported.error)}</p> : null}
      </div>
    </div>
  );
}

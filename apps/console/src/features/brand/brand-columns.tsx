import type { BrandSummary } from '@pf/shared/contracts/brand';
import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';

/** A brand's name, code, currency, primary domain and whether it is closed for maintenance. */
export function brandColumns(t: TFunction): ListColumn<BrandSummary>[] {
  return [
    {
      id: 'name',
      header: t('brands.columns.name'),
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.name}
          {row.original.isDefault ? (
            <span className="ml-2 rounded bg-surface-2 px-1.5 py-0.5 text-xs text-muted">
              {t('brands.default')}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'code', header: t('brands.columns.code'), cell: ({ row }) => row.original.merchantCode },
    { id: 'currency', header: t('brands.columns.currency'), cell: ({ row }) => row.original.currency },
    {
      id: 'domain',
      header: t('brands.columns.domain'),
      cell: ({ row }) => row.original.primaryDomain ?? '—',
    },
    {
      id: 'status',
      header: t('brands.columns.status'),
      cell: ({ row }) =>
        row.original.maintenance ? (
          <span className="text-warning">{t('brands.maintenance')}</span>
        ) : (
          <span className="text-success">{t('brands.open')}</span>
        ),
    },
  ];
}

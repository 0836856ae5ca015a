import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useMay } from '@/lib/permissions';
import { brandCall, brandKeys } from './brand-calls';
import { brandColumns } from './brand-columns';
import { EditBrand, NewBrand } from './brand-editor';

const NEW = 'new';

/**
 * The brands: a list, and the chosen brand's set-up below it (`?brand=<code>`, or `?brand=new`
 * for a new one, so a brand's form can be linked to).
 */
export function BrandsPage({ uploadImage }: { uploadImage: (dataUrl: string) => Promise<string> }) {
  const { t } = useTranslation();
  const mayWrite = useMay('brands.write');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('brand');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: brandKeys.list,
    queryFn: ({ signal }) => brandCall('brands.list', { signal }),
  });
  const open = (code: string | null) => setParams(code ? { brand: code } : {});
  const editor = { uploadImage, onCancel: () => open(null) };
  return (
    <>
      <PageHeader
        title={t('brands.title')}
        description={t('brands.description')}
        actions={
          mayWrite && chosen !== NEW ? <Button onClick={() => open(NEW)}>{t('brands.new')}</Button> : null
        }
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          {list.data.length === 0 ? (
            <EmptyState title={t('brands.empty')} />
          ) : (
            <DataTable
              label={t('brands.title')}
              columns={brandColumns(t)}
              data={list.data}
              rowId={(b) => b.merchantCode}
              selectedId={chosen}
              onSelect={(b) => open(b.merchantCode)}
            />
          )}
          {chosen === NEW ? (
            <NewBrand
              brands={list.data}
              {...editor}
              onSaved={(b) => {
                setNotice(t('brands.created', { name: b.name }));
                open(b.merchantCode);
              }}
            />
          ) : chosen ? (
            <EditBrand
              code={chosen}
              {...editor}
              onSaved={(b) => setNotice(t('brands.saved', { name: b.name }))}
            />
          ) : null}
        </div>
      )}
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { QrCode } from '@/components/ui/qr-code';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useErrorText } from '@/lib/error-text';
import { useMay } from '@/lib/permissions';
import { contentFile, contentKeys } from '../content-calls';
import { ContentCsvButton } from '../content-csv';
import { LinkForm } from './link-form';
import { DOWNLOADS, type LinkEntry, type LinkList, SERVICE, SOCIAL } from './link-lists';

function LinkSection({ list }: { list: LinkList }) {
  const { t } = useTranslation();
  const text = useErrorText();
  const mayWrite = useMay('content.write');
  const queries = useQueryClient();
  const [editing, setEditing] = useState<LinkEntry | 'new' | null>(null);
  const read = useQuery({
    queryKey: contentKeys.links(list.key),
    queryFn: ({ signal }) => list.read(signal),
  });
  const remove = useMutation({
    mutationFn: (type: string) => list.remove(type),
    onSuccess: () => queries.invalidateQueries({ queryKey: contentKeys.links(list.key) }),
  });
  const rows = read.data ?? [];
  const free = list.types.filter((type) => !rows.some((r) => r.type === type));
  const title = t(`contentOps.links.lists.${list.key}`);
  const columns: ListColumn<LinkEntry>[] = [
    { id: 'type', header: t('contentOps.links.type'), cell: ({ row }) => row.original.type },
    {
      id: 'url',
      header: t('contentOps.links.url'),
      cell: ({ row }) => <span className="break-all">{row.original.url}</span>,
    },
  ];
  if (list.hasLabel)
    columns.push({
      id: 'label',
      header: t('contentOps.links.label'),
      cell: ({ row }) => row.original.label || '—',
    });
  if (list.key === 'downloads')
    columns.push({
      id: 'qr',
      header: t('contentOps.links.qr'),
      cell: ({ row }) => (
        <QrCode
          value={row.original.qr || row.original.url}
          size={88}
          label={t('contentOps.links.qrOf', { type: row.original.type })}
        />
      ),
    });
  if (mayWrite)
    columns.push({
      id: 'actions',
      header: t('contentOps.actions'),
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            aria-label={t('contentOps.editOf', { title: row.original.type })}
            onClick={() => setEditing(row.original)}
          >
            {t('contentOps.edit')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('contentOps.removeOf', { title: row.original.type })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(row.original.type)}
          >
            {t('contentOps.remove')}
          </Button>
        </div>
      ),
    });
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {mayWrite && free.length > 0 ? (
          <Button variant="ghost" onClick={() => setEditing('new')}>
            {t('contentOps.links.add', { list: title })}
          </Button>
        ) : null}
      </div>
      {remove.isError ? (
        <p role="alert" className="text-sm text-danger">
          {text(remove.error)}
        </p>
      ) : null}
      {read.isPending ? (
        <LoadingState />
      ) : read.isError ? (
        <ErrorState error={read.error} onRetry={() => read.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('contentOps.links.empty', { list: title })} />
      ) : (
        <DataTable label={title} columns={columns} data={rows} rowId={(r) => r.type} />
      )}
      {editing ? (
        <LinkForm
          list={list}
          entry={editing === 'new' ? null : editing}
          free={free}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/** The brand's app downloads (with the QR code players scan), social pages and service desks. */
export function SiteLinksPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('contentOps.links.title')}
        description={t('contentOps.links.description')}
        actions={
          <ContentCsvButton
            fileName="site-links"
            fetchFile={() => contentFile('siteLinks.csv', { query: {} })}
          />
        }
      />
      <div className="flex flex-col gap-8">
        {[DOWNLOADS, SOCIAL, SERVICE].map((list) => (
          <LinkSection key={list.key} list={list} />
        ))}
      </div>
    </>
  );
}

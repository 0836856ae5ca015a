import type { BundledLanguage } from '@pf/shared';
import type { BoHelpItem } from '@pf/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useMay } from '@/lib/permissions';
import { contentFile, contentKeys, helpCall } from '../content-calls';
import { ContentCsvButton } from '../content-csv';
import { LanguageField, ListBar } from '../content-fields';
import { ListPager, usePaged } from '../list-pager';
import { HelpForm } from './help-form';

/** The words of an article's HTML, for the list (the markup is never put on the page here). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

/** The help centre's articles in one language, in the order the site shows them. */
export function HelpPage() {
  const { t } = useTranslation();
  const mayWrite = useMay('content.write');
  const [language, setLanguage] = useState<BundledLanguage>('EN');
  const [editing, setEditing] = useState<BoHelpItem | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: contentKeys.help(language),
    queryFn: ({ signal }) => helpCall('help.boList', { query: { language }, signal }),
  });
  const paged = usePaged(list.data ?? []);
  const columns: ListColumn<BoHelpItem>[] = [
    { id: 'sort', header: t('contentOps.sort'), cell: ({ row }) => row.original.sort },
    { id: 'title', header: t('contentOps.title'), cell: ({ row }) => row.original.title },
    { id: 'anchor', header: t('contentOps.help.anchor'), cell: ({ row }) => `#${row.original.anchor}` },
    { id: 'text', header: t('contentOps.help.body'), cell: ({ row }) => plain(row.original.content) },
  ];
  if (mayWrite)
    columns.push({
      id: 'actions',
      header: t('contentOps.actions'),
      cell: ({ row }) => (
        <Button
          variant="ghost"
          aria-label={t('contentOps.editOf', { title: row.original.title })}
          onClick={() => setEditing(row.original)}
        >
          {t('contentOps.edit')}
        </Button>
      ),
    });
  return (
    <>
      <PageHeader
        title={t('contentOps.help.title')}
        description={t('contentOps.help.description')}
        actions={
          mayWrite ? <Button onClick={() => setEditing('new')}>{t('contentOps.help.new')}</Button> : null
        }
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      <ListBar
        filters={<LanguageField value={language} onChange={setLanguage} />}
        actions={
          <ContentCsvButton
            fileName="help"
            fetchFile={() => contentFile('help.boCsv', { query: { language } })}
          />
        }
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : paged.rows.length === 0 ? (
        <EmptyState title={t('contentOps.help.empty')} />
      ) : (
        <>
          <DataTable
            label={t('contentOps.help.title')}
            columns={columns}
            data={paged.rows}
            rowId={(i) => String(i.id)}
          />
          <ListPager {...paged} />
        </>
      )}
      {editing ? (
        <HelpForm
          language={language}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(title) => {
            setEditing(null);
            setNotice(t('contentOps.savedOne', { title }));
          }}
        />
      ) : null}
    </>
  );
}

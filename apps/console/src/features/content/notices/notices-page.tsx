import type { BundledLanguage } from '@pf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { contentCall, contentFile, contentKeys } from '../content-calls';
import { ContentCsvButton } from '../content-csv';
import { LanguageField, ListBar } from '../content-fields';
import { ListPager, usePaged } from '../list-pager';
import { NoticeForm, type NoticeKind, type StaffNotice } from './notice-form';

const KINDS: readonly NoticeKind[] = ['notice', 'popup'];

/** Where a notice stands: off, waiting for its start, showing, or past its end. */
export function scheduleOf(n: StaffNotice, now = Date.now()) {
  if (!n.active) return 'off';
  if (Date.parse(n.publishedAt) > now) return 'scheduled';
  if (n.endsAt && Date.parse(n.endsAt) <= now) return 'ended';
  return 'live';
}

function noticeColumns(
  t: TFunction,
  dateTime: (iso: string) => string,
  kind: NoticeKind,
): ListColumn<StaffNotice>[] {
  const columns: ListColumn<StaffNotice>[] = [
    { id: 'title', header: t('contentOps.title'), cell: ({ row }) => row.original.title },
    {
      id: 'from',
      header: t('contentOps.notices.from'),
      cell: ({ row }) => dateTime(row.original.publishedAt),
    },
    {
      id: 'until',
      header: t('contentOps.notices.until'),
      cell: ({ row }) => (row.original.endsAt ? dateTime(row.original.endsAt) : '—'),
    },
    {
      id: 'state',
      header: t('contentOps.status'),
      cell: ({ row }) => t(`contentOps.notices.states.${scheduleOf(row.original)}`),
    },
    { id: 'sort', header: t('contentOps.sort'), cell: ({ row }) => row.original.sort },
  ];
  if (kind === 'popup')
    columns.splice(1, 0, {
      id: 'audience',
      header: t('contentOps.notices.audience'),
      cell: ({ row }) => t(`contentOps.notices.audiences.${row.original.audience}`),
    });
  return columns;
}

function actionsColumn(
  t: TFunction,
  a: { edit: (n: StaffNotice) => void; toggle: (n: StaffNotice) => void; busy: boolean },
): ListColumn<StaffNotice> {
  return {
    id: 'actions',
    header: t('contentOps.actions'),
    cell: ({ row }) => {
      const n = row.original;
      const name = { title: n.title };
      return (
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" aria-label={t('contentOps.editOf', name)} onClick={() => a.edit(n)}>
            {t('contentOps.edit')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t(n.active ? 'contentOps.disableOf' : 'contentOps.enableOf', name)}
            disabled={a.busy}
            onClick={() => a.toggle(n)}
          >
            {n.active ? t('contentOps.disable') : t('contentOps.enable')}
          </Button>
        </div>
      );
    },
  };
}

/** The home notices (their titles run in the ticker) and the publicity popups, with their schedules. */
export function NoticesPage() {
  const { t } = useTranslation();
  const text = useErrorText();
  const dateTime = useDateTime();
  const mayWrite = useMay('content.write');
  const queries = useQueryClient();
  const [kind, setKind] = useState<NoticeKind>('notice');
  const [language, setLanguage] = useState<BundledLanguage>('EN');
  const [editing, setEditing] = useState<StaffNotice | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: contentKeys.notices(kind, language),
    queryFn: ({ signal }) => contentCall('content.notices', { query: { kind, language }, signal }),
  });
  const toggle = useMutation({
    mutationFn: (n: StaffNotice) =>
      contentCall('content.updateNotice', { params: { id: n.id }, body: { active: !n.active } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: contentKeys.all }),
  });
  const paged = usePaged(list.data ?? []);
  const columns = noticeColumns(t, dateTime, kind);
  if (mayWrite)
    columns.push(
      actionsColumn(t, { edit: setEditing, toggle: (n) => toggle.mutate(n), busy: toggle.isPending }),
    );
  return (
    <>
      <PageHeader
        title={t('contentOps.notices.title')}
        description={t('contentOps.notices.description')}
        actions={
          mayWrite ? (
            <Button onClick={() => setEditing('new')}>{t(`contentOps.notices.new.${kind}`)}</Button>
          ) : null
        }
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {toggle.isError ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {text(toggle.error)}
        </p>
      ) : null}
      <StatusTabs
        label={t('contentOps.notices.kind')}
        statuses={KINDS}
        value={kind}
        text={(k) => t(`contentOps.notices.kinds.${k}`)}
        onChange={(k) => {
          setKind(k);
          paged.setPage(0);
        }}
      />
      <ListBar
        filters={<LanguageField value={language} onChange={setLanguage} />}
        actions={
          <ContentCsvButton
            fileName={`${kind}s`}
            fetchFile={() => contentFile('content.noticesCsv', { query: { kind, language } })}
          />
        }
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : paged.rows.length === 0 ? (
        <EmptyState title={t(`contentOps.notices.empty.${kind}`)} />
      ) : (
        <>
          <DataTable
            label={t(`contentOps.notices.kinds.${kind}`)}
            columns={columns}
            data={paged.rows}
            rowId={(n) => String(n.id)}
          />
          <ListPager {...paged} />
        </>
      )}
      {editing ? (
        <NoticeForm
          kind={kind}
          language={language}
          notice={editing === 'new' ? null : editing}
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

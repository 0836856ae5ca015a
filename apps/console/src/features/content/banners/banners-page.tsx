import type { BundledLanguage } from '@pf/shared';
import { CONTENT_BANNER_GROUPS } from '@pf/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useErrorText } from '@/lib/error-text';
import { useMay } from '@/lib/permissions';
import { contentCall, contentFile, contentKeys } from '../content-calls';
import { ContentCsvButton } from '../content-csv';
import { LanguageField, ListBar, SelectField } from '../content-fields';
import { ListPager, usePaged } from '../list-pager';
import { useBannerActions } from './banner-actions';
import { bannerColumns } from './banner-columns';
import { BannerForm, type StaffBanner } from './banner-form';

const ALL = 'all';
type GroupFilter = typeof ALL | (typeof CONTENT_BANNER_GROUPS)[number];
const GROUP_FILTERS: readonly GroupFilter[] = [ALL, ...CONTENT_BANNER_GROUPS];

/** The brand's banners in one language, by route group and order; added, changed, turned on or off. */
export function BannersPage() {
  const { t } = useTranslation();
  const text = useErrorText();
  const mayWrite = useMay('content.write');
  const [language, setLanguage] = useState<BundledLanguage>('EN');
  const [group, setGroup] = useState<GroupFilter>(ALL);
  const [editing, setEditing] = useState<StaffBanner | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: contentKeys.banners(language),
    queryFn: ({ signal }) => contentCall('content.banners', { query: { language }, signal }),
  });
  const all = [...(list.data ?? [])].sort(
    (a, b) => a.groupName.localeCompare(b.groupName) || a.sort - b.sort || a.id - b.id,
  );
  const shown = group === ALL ? all : all.filter((b) => b.groupName === group);
  const paged = usePaged(shown);
  const actions = useBannerActions();
  const groupOf = (b: StaffBanner) => all.filter((x) => x.groupName === b.groupName);
  const columns = bannerColumns(t, {
    mayWrite,
    busy: actions.busy,
    edit: setEditing,
    toggle: (b) => actions.toggle.mutate(b),
    move: (b, by) => actions.move.mutate({ group: groupOf(b), from: groupOf(b).indexOf(b), by }),
    placeOf: (b) => ({ at: groupOf(b).indexOf(b), of: groupOf(b).length }),
  });
  return (
    <>
      <PageHeader
        title={t('contentOps.banners.title')}
        description={t('contentOps.banners.description')}
        actions={
          mayWrite ? <Button onClick={() => setEditing('new')}>{t('contentOps.banners.new')}</Button> : null
        }
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {actions.error ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {text(actions.error)}
        </p>
      ) : null}
      <ListBar
        filters={
          <>
            <LanguageField value={language} onChange={setLanguage} />
            <SelectField
              label={t('contentOps.banners.group')}
              value={group}
              options={GROUP_FILTERS}
              text={(g) => (g === ALL ? t('contentOps.allGroups') : t(`contentOps.groups.${g}`))}
              onChange={setGroup}
            />
          </>
        }
        actions={
          <ContentCsvButton
            fileName="banners"
            fetchFile={() => contentFile('content.bannersCsv', { query: { language } })}
          />
        }
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('contentOps.banners.empty')} hint={t('contentOps.banners.emptyHint')} />
      ) : (
        <>
          <DataTable
            label={t('contentOps.banners.title')}
            columns={columns}
            data={paged.rows}
            rowId={(b) => String(b.id)}
          />
          <ListPager {...paged} />
        </>
      )}
      {editing ? (
        <BannerForm
          language={language}
          banner={editing === 'new' ? null : editing}
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

import { BONUS_KINDS, type BonusKind, type Offer } from '@pf/shared/contracts/rewards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { offersCall, offersFile, rewardsKeys } from '../rewards-calls';
import { offerColumns } from './offer-columns';
import { OfferDialog } from './offer-dialog';
import { PagePager } from './page-pager';
import { SelectField } from './select-field';
import { TakersPanel } from './takers-panel';
import { TotalsStrip } from './totals-strip';

const STATES = ['all', 'active', 'inactive'] as const;
type State = (typeof STATES)[number];
interface Filters {
  state: State;
  kind: BonusKind | '';
  pageNo: number;
}

const queryOf = (f: Filters) => ({
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.state === 'all' ? {} : { active: f.state === 'active' ? ('true' as const) : ('false' as const) }),
});

function useToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: Offer) =>
      offersCall('offers.update', { params: { id: o.id }, body: { active: !o.active } }),
    onSettled: () => client.invalidateQueries({ queryKey: rewardsKeys.offerLists }),
  });
}

function Filters({ filters, onChange }: { filters: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation();
  const kinds = [{ value: '', text: t('rewardsOps.allKinds') }].concat(
    BONUS_KINDS.map((k) => ({ value: k, text: t(`rewardsOps.kind.${k}`) })),
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <StatusTabs
        label={t('rewardsOps.stateLabel')}
        statuses={STATES}
        value={filters.state}
        text={(s) => t(`rewardsOps.states.${s}`)}
        onChange={(state) => onChange({ ...filters, state, pageNo: 1 })}
      />
      <div className="mb-4">
        <SelectField
          label={t('rewardsOps.kindLabel')}
          options={kinds}
          value={filters.kind}
          onChange={(e) => onChange({ ...filters, kind: e.target.value as BonusKind | '', pageNo: 1 })}
        />
      </div>
    </div>
  );
}

/** Promotions with their bonus rules: made, changed and switched here; what members took beside them. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const mayEdit = useMay('rewards.write');
  const [filters, setFilters] = useState<Filters>({ state: 'all', kind: '', pageNo: 1 });
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  const [takersOf, setTakersOf] = useState<Offer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: rewardsKeys.offers({ ...filters }),
    queryFn: ({ signal }) =>
      offersCall('offers.list', {
        query: { ...queryOf(filters), pageNo: filters.pageNo, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const toggle = useToggle();
  const columns = offerColumns(t, dateTime, {
    mayEdit,
    busy: toggle.isPending,
    onEdit: setEditing,
    onToggle: (o) => toggle.mutate(o),
    onTakers: setTakersOf,
  });

  return (
    <>
      <PageHeader
        title={t('rewardsOps.title')}
        description={t('rewardsOps.description')}
        actions={
          <span className="flex gap-2">
            <DownloadButton
              label={t('exports.csv')}
              busyLabel={t('exports.downloading')}
              fileName="promotions.csv"
              fetchFile={() => offersFile('offers.csv', { query: queryOf(filters) })}
            />
            {mayEdit ? <Button onClick={() => setEditing('new')}>{t('rewardsOps.new')}</Button> : null}
          </span>
        }
      />
      <Filters filters={filters} onChange={setFilters} />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {toggle.error ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 p-2 text-sm text-danger">
          {errorText(toggle.error)}
        </p>
      ) : null}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <>
          <TotalsStrip totals={query.data.totals} label={t('rewardsOps.totals.label')} />
          {query.data.list.length === 0 ? (
            <EmptyState title={t('rewardsOps.empty')} hint={t('rewardsOps.emptyHint')} />
          ) : (
            <DataTable
              label={t('rewardsOps.title')}
              columns={columns}
              data={query.data.list}
              rowId={(o) => String(o.id)}
            />
          )}
          <PagePager
            pageNo={filters.pageNo}
            totalPages={query.data.totalPages}
            onPage={(pageNo) => setFilters({ ...filters, pageNo })}
          />
        </>
      )}
      {takersOf ? <TakersPanel key={takersOf.id} offer={takersOf} onClose={() => setTakersOf(null)} /> : null}
      {editing ? (
        <OfferDialog
          offer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            setNotice(t('rewardsOps.saved', { id: saved.id }));
          }}
        />
      ) : null}
    </>
  );
}

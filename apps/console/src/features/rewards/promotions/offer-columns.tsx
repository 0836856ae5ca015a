import type { Offer } from '@pf/shared/contracts/rewards';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import type { ListColumn } from '@/components/ui/data-table';
import { shownAmount } from '../shown-amount';

export interface OfferActions {
  mayEdit: boolean;
  busy: boolean;
  onEdit: (offer: Offer) => void;
  onToggle: (offer: Offer) => void;
  onTakers: (offer: Offer) => void;
}

const titleOf = (o: Offer) => (o.texts.find((x) => x.language === 'EN') ?? o.texts[0])?.title ?? `#${o.id}`;

/** What the rule pays, in a few words. */
function terms(t: TFunction, o: Offer): string {
  const r = o.rule;
  if (!r) return t('rewardsOps.noRule');
  if (r.kind === 'free_bet') return t('rewardsOps.terms.freeBet', { amount: shownAmount(r.amount) });
  if (r.kind === 'raffle') return t('rewardsOps.terms.raffle', { n: r.prizes?.length ?? 0 });
  return t('rewardsOps.terms.percent', { percent: (r.percentBps ?? 0) / 100, cap: shownAmount(r.cap) });
}

/** The promotion, its rule, its period, what members took and the staff's actions. */
export function offerColumns(t: TFunction, dateTime: (iso: string | null) => string, a: OfferActions) {
  const columns: ListColumn<Offer>[] = [
    {
      id: 'promotion',
      header: t('rewardsOps.columns.promotion'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{titleOf(row.original)}</span>
          <span className="text-xs text-muted">{t(`rewardsOps.category.${row.original.category}`)}</span>
        </span>
      ),
    },
    {
      id: 'rule',
      header: t('rewardsOps.columns.rule'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.rule ? t(`rewardsOps.kind.${row.original.rule.kind}`) : '—'}</span>
          <span className="text-xs text-muted">{terms(t, row.original)}</span>
        </span>
      ),
    },
    {
      id: 'period',
      header: t('rewardsOps.columns.period'),
      cell: ({ row }) => (
        <span className="flex flex-col text-xs">
          <span>{dateTime(row.original.startsAt)}</span>
          <span className="text-muted">
            {row.original.endsAt ? dateTime(row.original.endsAt) : t('rewardsOps.noEnd')}
          </span>
        </span>
      ),
    },
    {
      id: 'taken',
      header: t('rewardsOps.columns.taken'),
      cell: ({ row }) => {
        const x = row.original.totals;
        return (
          <span className="flex flex-col tabular-nums text-xs">
            <span>{t('rewardsOps.taken.joined', { n: x.joined })}</span>
            <span>
              {t('rewardsOps.taken.released', { n: x.released, amount: shownAmount(x.releasedAmount) })}
            </span>
          </span>
        );
      },
    },
    {
      id: 'state',
      header: t('rewardsOps.columns.state'),
      cell: ({ row }) => (
        <span className={row.original.active ? 'text-success' : 'text-muted'}>
          {t(row.original.active ? 'rewardsOps.state.on' : 'rewardsOps.state.off')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('rewardsOps.columns.actions'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Button variant="ghost" onClick={() => a.onTakers(row.original)}>
            {t('rewardsOps.actions.takers')}
          </Button>
          {a.mayEdit ? (
            <>
              <Button variant="ghost" onClick={() => a.onEdit(row.original)}>
                {t('rewardsOps.actions.edit')}
              </Button>
              <Button variant="ghost" disabled={a.busy} onClick={() => a.onToggle(row.original)}>
                {t(row.original.active ? 'rewardsOps.actions.disable' : 'rewardsOps.actions.enable')}
              </Button>
            </>
          ) : null}
        </span>
      ),
    },
  ];
  return columns;
}

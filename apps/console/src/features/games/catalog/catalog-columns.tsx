import type { catalogGameSchema } from '@pf/shared/contracts/games';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import type { ListColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';

export type CatalogGame = z.output<typeof catalogGameSchema>;

function Tag({ tone, children }: { tone: 'success' | 'warning' | 'danger' | 'muted'; children: string }) {
  return (
    <span
      className={cn(
        'w-fit whitespace-nowrap rounded px-1.5 text-xs',
        tone === 'success' && 'bg-success/15 text-success',
        tone === 'warning' && 'bg-warning/15 text-warning',
        tone === 'danger' && 'bg-danger/15 text-danger',
        tone === 'muted' && 'bg-surface-2 text-muted',
      )}
    >
      {children}
    </span>
  );
}

/** What players see of the game's maintenance now, or when the brand's window opens. */
function maintenanceText(t: TFunction, g: CatalogGame, dateTime: (iso: string | null) => string) {
  if (g.maintenance.active || g.catalogMaintenance)
    return <Tag tone="warning">{t('gamesOps.maintenance.now')}</Tag>;
  if (g.maintenance.on && g.maintenance.from)
    return (
      <Tag tone="muted">{t('gamesOps.maintenance.planned', { from: dateTime(g.maintenance.from) })}</Tag>
    );
  return <Tag tone="success">{t('gamesOps.maintenance.open')}</Tag>;
}

export interface CatalogActions {
  canWrite: boolean;
  busyId: number | null;
  onToggleHidden: (game: CatalogGame) => void;
  onMaintenance: (game: CatalogGame) => void;
}

export function catalogColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
  actions: CatalogActions,
): ListColumn<CatalogGame>[] {
  const columns: ListColumn<CatalogGame>[] = [
    {
      id: 'name',
      header: t('gamesOps.columns.game'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <span className="text-xs text-muted">{row.original.code}</span>
        </span>
      ),
    },
    { id: 'vendor', header: t('gamesOps.columns.vendor'), cell: ({ row }) => row.original.vendorName },
    {
      id: 'kind',
      header: t('gamesOps.columns.kind'),
      cell: ({ row }) => `${row.original.gameType} · ${row.original.classify}`,
    },
    {
      id: 'flags',
      header: t('gamesOps.columns.flags'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {row.original.isHot ? <Tag tone="danger">{t('gamesOps.flags.hot')}</Tag> : null}
          {row.original.isNew ? <Tag tone="success">{t('gamesOps.flags.new')}</Tag> : null}
        </span>
      ),
    },
    {
      id: 'visibility',
      header: t('gamesOps.columns.visibility'),
      cell: ({ row }) =>
        row.original.hidden ? (
          <Tag tone="muted">{t('gamesOps.visibility.hidden')}</Tag>
        ) : (
          <Tag tone="success">{t('gamesOps.visibility.shown')}</Tag>
        ),
    },
    {
      id: 'maintenance',
      header: t('gamesOps.columns.maintenance'),
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          {maintenanceText(t, row.original, dateTime)}
          {row.original.maintenance.on && row.original.maintenance.message ? (
            <span className="text-xs text-muted">{row.original.maintenance.message}</span>
          ) : null}
        </span>
      ),
    },
  ];
  if (!actions.canWrite) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('gamesOps.columns.actions'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            disabled={actions.busyId === row.original.id}
            aria-label={t(row.original.hidden ? 'gamesOps.actions.showGame' : 'gamesOps.actions.hideGame', {
              name: row.original.name,
            })}
            onClick={() => actions.onToggleHidden(row.original)}
          >
            {t(row.original.hidden ? 'gamesOps.actions.show' : 'gamesOps.actions.hide')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('gamesOps.actions.maintenanceOf', { name: row.original.name })}
            onClick={() => actions.onMaintenance(row.original)}
          >
            {t('gamesOps.actions.maintenance')}
          </Button>
        </span>
      ),
    },
  ];
}

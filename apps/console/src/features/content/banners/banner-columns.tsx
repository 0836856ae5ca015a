import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import type { ListColumn } from '@/components/ui/data-table';
import type { StaffBanner } from './banner-form';

export interface BannerRowActions {
  mayWrite: boolean;
  busy: boolean;
  edit: (b: StaffBanner) => void;
  toggle: (b: StaffBanner) => void;
  move: (b: StaffBanner, by: -1 | 1) => void;
  /** Where the banner stands in its group, and how many the group has. */
  placeOf: (b: StaffBanner) => { at: number; of: number };
}

export function bannerColumns(t: TFunction, a: BannerRowActions): ListColumn<StaffBanner>[] {
  const columns: ListColumn<StaffBanner>[] = [
    {
      id: 'image',
      header: t('contentOps.banners.image'),
      cell: ({ row }) => <img src={row.original.url} alt="" className="h-10 w-24 rounded object-cover" />,
    },
    { id: 'title', header: t('contentOps.title'), cell: ({ row }) => row.original.title },
    {
      id: 'group',
      header: t('contentOps.banners.group'),
      cell: ({ row }) => t(`contentOps.groups.${row.original.groupName}`),
    },
    { id: 'link', header: t('contentOps.banners.link'), cell: ({ row }) => row.original.link ?? '—' },
    { id: 'sort', header: t('contentOps.sort'), cell: ({ row }) => row.original.sort },
    {
      id: 'active',
      header: t('contentOps.status'),
      cell: ({ row }) => (row.original.active ? t('contentOps.on') : t('contentOps.off')),
    },
  ];
  if (!a.mayWrite) return columns;
  columns.push({
    id: 'actions',
    header: t('contentOps.actions'),
    cell: ({ row }) => {
      const b = row.original;
      const place = a.placeOf(b);
      const name = { title: b.title };
      return (
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" aria-label={t('contentOps.editOf', name)} onClick={() => a.edit(b)}>
            {t('contentOps.edit')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t(b.active ? 'contentOps.disableOf' : 'contentOps.enableOf', name)}
            disabled={a.busy}
            onClick={() => a.toggle(b)}
          >
            {b.active ? t('contentOps.disable') : t('contentOps.enable')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('contentOps.upOf', name)}
            disabled={a.busy || place.at === 0}
            onClick={() => a.move(b, -1)}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            aria-label={t('contentOps.downOf', name)}
            disabled={a.busy || place.at >= place.of - 1}
            onClick={() => a.move(b, 1)}
          >
            ↓
          </Button>
        </div>
      );
    },
  });
  return columns;
}

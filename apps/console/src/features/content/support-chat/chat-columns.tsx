import type { BoChatSummary } from '@pf/shared/contracts/content';
import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';

/** The conversation list's columns: member (and unread lines), last line, holder, when. */
export function chatColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
  typing: ReadonlySet<string>,
): ListColumn<BoChatSummary>[] {
  return [
    {
      id: 'member',
      header: t('supportDesk.columns.member'),
      cell: ({ row }) => (
        <span className="flex items-center gap-2 font-medium">
          {row.original.username}
          {row.original.unread > 0 ? (
            <span className="rounded-full bg-accent px-1.5 text-xs text-accent-fg">
              {t('supportDesk.unread', { count: row.original.unread })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'last',
      header: t('supportDesk.columns.last'),
      cell: ({ row }) =>
        typing.has(row.original.id) ? (
          <span className="italic text-accent">{t('supportDesk.typing')}</span>
        ) : (
          <span className="line-clamp-2 break-words text-muted">{row.original.lastText ?? ''}</span>
        ),
    },
    {
      id: 'holder',
      header: t('supportDesk.columns.holder'),
      cell: ({ row }) =>
        row.original.assignedName ?? <span className="text-muted">{t('supportDesk.nobody')}</span>,
    },
    {
      id: 'when',
      header: t('supportDesk.columns.when'),
      cell: ({ row }) => dateTime(row.original.lastMessageAt),
    },
  ];
}

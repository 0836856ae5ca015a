import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { pageSlots, showsPaginator } from '../model/paginator-range';

interface PaginatorProps {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
}

const cell = 'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold transition';

/** §9 paginator: margin pages 2, page range 5, shown only with more than one page. */
export function Paginator({ pageNo, totalPages, onChange }: PaginatorProps) {
  const { t } = useTranslation();
  if (!showsPaginator(totalPages)) return null;
  const go = (page: number) => {
    if (page !== pageNo && page >= 1 && page <= totalPages) onChange(page);
  };
  return (
    <nav data-testid="paginator" aria-label={t('games.pages')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            aria-label={t('games.previousPage')}
            disabled={pageNo <= 1}
            onClick={() => go(pageNo - 1)}
            className={cn(cell, 'text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40')}
          >
            <Icon name="chevronLeft" className="size-4" />
          </button>
        </li>
        {pageSlots(pageNo, totalPages).map((slot, i) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                aria-current={slot === pageNo ? 'page' : undefined}
                aria-label={t('games.page', { page: slot })}
                onClick={() => go(slot)}
                className={cn(
                  cell,
                  slot === pageNo
                    ? 'bg-linear-to-r from-accent to-accent-2 text-accent-fg shadow-glow'
                    : 'bg-surface text-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={t('games.nextPage')}
            disabled={pageNo >= totalPages}
            onClick={() => go(pageNo + 1)}
            className={cn(cell, 'text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40')}
          >
            <Icon name="chevronRight" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

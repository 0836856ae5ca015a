import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from './button';
import { Icon } from './icon';

interface PagerProps {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  /** Disables both buttons while a page is on its way, so clicks cannot run ahead of the list. */
  busy?: boolean;
  /** Names the list being paged for screen readers when a page holds more than one pager. */
  label?: string;
}

/** Previous / next over a paged list; hidden when everything fits on one page. */
export function Pager({ pageNo, totalPages, onChange, busy, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('pager.label')}
      className="flex items-center justify-between gap-3 pt-2"
      data-testid="pager"
    >
      <Button
        size="sm"
        variant="secondary"
        disabled={pageNo <= 1 || busy}
        onClick={() => onChange(pageNo - 1)}
        data-testid="pager-prev"
      >
        <Icon name="chevronLeft" className="size-4" />
        {t('pager.prev')}
      </Button>
      <span className="text-xs text-muted tabular-nums" data-testid="pager-status">
        {t('pager.status', { page: pageNo, total: totalPages })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={pageNo >= totalPages || busy}
        onClick={() => onChange(pageNo + 1)}
        data-testid="pager-next"
      >
        {t('pager.next')}
        <Icon name="chevronRight" className="size-4" />
      </Button>
    </nav>
  );
}

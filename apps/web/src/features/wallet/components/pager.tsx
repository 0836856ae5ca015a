import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Previous / next over a paged list; hidden when everything fits on one page. */
export function Pager({
  pageNo,
  totalPages,
  onChange,
  busy,
}: {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('wallet.pager.label')}
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
        {t('wallet.pager.prev')}
      </Button>
      <span className="text-xs text-muted tabular-nums" data-testid="pager-status">
        {t('wallet.pager.status', { page: pageNo, total: totalPages })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={pageNo >= totalPages || busy}
        onClick={() => onChange(pageNo + 1)}
        data-testid="pager-next"
      >
        {t('wallet.pager.next')}
        <Icon name="chevronRight" className="size-4" />
      </Button>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Previous / next through the record; hidden when one page holds everything. */
export function RecordPager({
  pageNo,
  totalPages,
  busy,
  onChange,
}: {
  pageNo: number;
  totalPages: number;
  busy: boolean;
  onChange: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('inhouse.record.pages')}
      className="flex items-center justify-between gap-3 pt-1"
      data-testid="record-pager"
    >
      <Button
        size="sm"
        variant="secondary"
        disabled={pageNo <= 1 || busy}
        onClick={() => onChange(pageNo - 1)}
        data-testid="record-prev"
      >
        <Icon name="chevronLeft" className="size-4" />
        {t('inhouse.record.prev')}
      </Button>
      <span className="text-xs text-muted tabular-nums" data-testid="record-page-status">
        {t('inhouse.record.pageStatus', { page: pageNo, total: totalPages })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={pageNo >= totalPages || busy}
        onClick={() => onChange(pageNo + 1)}
        data-testid="record-next"
      >
        {t('inhouse.record.next')}
        <Icon name="chevronRight" className="size-4" />
      </Button>
    </nav>
  );
}

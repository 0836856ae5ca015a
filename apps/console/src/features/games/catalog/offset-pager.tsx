import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Numbered pages of a list the server counts: where the operator is, and the way back and on. */
export function OffsetPager(props: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('gamesOps.pager.label')} className="mt-3 flex items-center justify-end gap-2 text-sm">
      <span className="text-muted">
        {t('gamesOps.pager.page', { page: props.page, pages: Math.max(1, props.pages), total: props.total })}
      </span>
      <Button variant="ghost" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('gamesOps.pager.previous')}
      </Button>
      <Button
        variant="ghost"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('gamesOps.pager.next')}
      </Button>
    </nav>
  );
}

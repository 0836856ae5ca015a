import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Paging by page number, for the lists whose answers say their page count. */
export function PagePager(props: { pageNo: number; totalPages: number; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation();
  if (props.totalPages <= 1) return null;
  return (
    <nav aria-label={t('members.pager.label')} className="mt-3 flex items-center justify-end gap-2 text-sm">
      <span className="text-muted">{t('members.pager.page', { page: props.pageNo })}</span>
      <Button variant="ghost" disabled={props.pageNo <= 1} onClick={() => props.onPage(props.pageNo - 1)}>
        {t('members.pager.previous')}
      </Button>
      <Button
        variant="ghost"
        disabled={props.pageNo >= props.totalPages}
        onClick={() => props.onPage(props.pageNo + 1)}
      >
        {t('members.pager.next')}
      </Button>
    </nav>
  );
}

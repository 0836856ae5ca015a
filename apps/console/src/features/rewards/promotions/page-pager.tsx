import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous and next over numbered pages. */
export function PagePager(props: { pageNo: number; totalPages: number; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation();
  if (props.totalPages <= 1) return null;
  return (
    <nav aria-label={t('rewardsOps.pages')} className="mt-3 flex items-center justify-end gap-2 text-sm">
      <Button variant="ghost" disabled={props.pageNo <= 1} onClick={() => props.onPage(props.pageNo - 1)}>
        {t('rewardsOps.previous')}
      </Button>
      <span className="tabular-nums">
        {props.pageNo} / {props.totalPages}
      </span>
      <Button
        variant="ghost"
        disabled={props.pageNo >= props.totalPages}
        onClick={() => props.onPage(props.pageNo + 1)}
      >
        {t('rewardsOps.next')}
      </Button>
    </nav>
  );
}

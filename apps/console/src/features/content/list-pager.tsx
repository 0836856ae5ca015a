import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export const CONTENT_PAGE_SIZE = 20;

/** One page of a list the server answers whole (a brand's banners), and the pager under it. */
export function usePaged<T>(rows: readonly T[], size = CONTENT_PAGE_SIZE) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(page, pages - 1);
  return { rows: rows.slice(at * size, at * size + size), page: at, pages, setPage };
}

export function ListPager(props: { page: number; pages: number; setPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={t('contentOps.pager')} className="mt-3 flex items-center justify-end gap-2 text-sm">
      <Button variant="ghost" disabled={props.page === 0} onClick={() => props.setPage(props.page - 1)}>
        {t('contentOps.previous')}
      </Button>
      <span>{t('contentOps.pageOf', { page: props.page + 1, pages: props.pages })}</span>
      <Button
        variant="ghost"
        disabled={props.page >= props.pages - 1}
        onClick={() => props.setPage(props.page + 1)}
      >
        {t('contentOps.next')}
      </Button>
    </nav>
  );
}

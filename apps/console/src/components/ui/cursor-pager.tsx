import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * Paging by the server's cursor: the cursors of the pages seen so far, so Previous goes back and
 * Next follows the page's `nextCursor`.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    page: cursors.length,
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    reset: () => setCursors([undefined]),
  };
}

export function CursorPager(props: {
  page: number;
  nextCursor: string | null;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
}) {
  const { t } = useTranslation();
  const { nextCursor } = props;
  if (props.page === 1 && !nextCursor) return null;
  return (
    <nav aria-label={t('members.pager.label')} className="mt-3 flex items-center justify-end gap-2 text-sm">
      <span className="text-muted">{t('members.pager.page', { page: props.page })}</span>
      <Button variant="ghost" disabled={props.page === 1} onClick={props.onPrevious}>
        {t('members.pager.previous')}
      </Button>
      <Button variant="ghost" disabled={!nextCursor} onClick={() => nextCursor && props.onNext(nextCursor)}>
        {t('members.pager.next')}
      </Button>
    </nav>
  );
}

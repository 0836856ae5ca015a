import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMemberCentreStore } from '@/lib/member-centre-store';
import { useSessionStore } from '@/lib/session-store';
import type { CentreBadges, CentreHidden, CentrePages } from '../centre-pages';
import { useCentreFromUrl } from '../model/use-centre-from-url';

// The panel, its menu and frames load the first time a member opens it: a visitor never needs them.
const MemberCentrePanel = lazy(() =>
  import('./member-centre-panel').then((m) => ({ default: m.MemberCentrePanel })),
);

/** The dimmed page and a spinner where the panel is about to appear. */
function PanelLoading() {
  const { t } = useTranslation();
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      data-testid="member-centre-loading"
      className="fixed inset-0 z-50 grid place-items-center bg-black/60 text-accent backdrop-blur-sm"
    >
      <Spinner className="size-8" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>,
    document.body,
  );
}

/**
 * Mounted once in the layout. Keeps what must work before the panel's code is loaded: opening a
 * page named in the address (`?member=`) and closing the panel when the session ends. `pages` are
 * the entries' pages, supplied by the app shell, as are the entries' `badges` and the entries the
 * brand does not offer (`hidden`: left off the menu).
 */
export function MemberCentreHost({
  pages,
  badges = {},
  hidden = [],
}: {
  pages: CentrePages;
  badges?: CentreBadges;
  hidden?: CentreHidden;
}) {
  const page = useMemberCentreStore((s) => s.page);
  const close = useMemberCentreStore((s) => s.close);
  const token = useSessionStore((s) => s.token);
  useCentreFromUrl();

  // Signing out (or the session expiring) closes the member's own panel.
  useEffect(() => {
    if (token === null && page !== null) close();
  }, [token, page, close]);

  if (page === null || token === null) return null;
  return (
    <Suspense fallback={<PanelLoading />}>
      <MemberCentrePanel pages={pages} badges={badges} hidden={hidden} />
    </Suspense>
  );
}

import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';

/** What an operator sees while a screen's code is on its way. */
function ScreenLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('screenLoad.loading')} />;
}

/**
 * A screen whose code could not be fetched: most often the console was deployed again since the
 * page was loaded and the old chunk names are gone, so a reload (which reads the new index) fixes it.
 */
export function ScreenLoadFailed({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-lg border border-danger/40 px-6 py-12 text-center"
    >
      <p className="font-medium text-danger">{t('screenLoad.failedTitle')}</p>
      <p className="text-sm text-muted">{t('screenLoad.failedBody')}</p>
      <Button onClick={onReload}>{t('screenLoad.reload')}</Button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Injected by tests; a full reload of the page otherwise. */
  onReload?: () => void;
}

/** Catches a screen that failed to load (or to render) so the shell and its menu stay usable. */
class ScreenErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenLoadFailed onReload={this.props.onReload ?? (() => window.location.reload())} />;
  }
}

/**
 * The frame a lazy screen loads in: a loading state while its chunk comes, an offer to reload if it
 * does not. Keyed by the caller on the address, so opening another screen clears a failure.
 */
export function ScreenBoundary({ children, onReload }: BoundaryProps) {
  return (
    <ScreenErrorBoundary {...(onReload ? { onReload } : {})}>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}

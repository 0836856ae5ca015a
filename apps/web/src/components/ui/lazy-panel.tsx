import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Spinner } from './spinner';

function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid min-h-40 place-items-center text-muted">
      <Spinner className="size-6" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

/**
 * A component whose code (forms with their validation libraries, mostly) is downloaded when it is
 * first shown, not with the page: the first paint needs none of it. Until it arrives, a spinner
 * fills its place.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPanel(props: P) {
    return (
      <Suspense fallback={<PanelLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

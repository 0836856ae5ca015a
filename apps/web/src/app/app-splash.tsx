import { useEffect } from 'react';
import { splashMounted } from '@/lib/first-screen';
import { useTranslation } from '@/lib/i18n/use-translation';

/** First paint while the permission call decides what to show. */
export function AppSplash() {
  const { t } = useTranslation();
  // A member's own reads wait until the screen after the last splash has been painted.
  useEffect(() => splashMounted(), []);
  return (
    <div
      data-testid="app-splash"
      role="status"
      aria-live="polite"
      className="fixed inset-0 grid place-items-center overflow-hidden bg-bg text-fg"
    >
      <div className="pointer-events-none absolute top-1/2 left-1/2 size-[30rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand opacity-20 blur-3xl" />
      <div className="relative flex flex-col items-center gap-6">
        <div className="relative grid size-20 place-items-center">
          <span className="absolute inset-0 animate-spin rounded-full border-[3px] border-line border-t-accent" />
          <span className="size-10 rounded-2xl bg-linear-to-br from-accent to-accent-2 shadow-glow" />
        </div>
        <div className="h-1 w-40 overflow-hidden rounded-full bg-surface-2">
          <div className="animate-progress h-full w-1/3 rounded-full bg-linear-to-r from-accent to-accent-2" />
        </div>
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    </div>
  );
}

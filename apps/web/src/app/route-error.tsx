import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { StatusFrame } from '@/features/system';
import { reloadForNewBuild } from './service-worker';

/** What browsers say when a module chunk cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

const isStaleChunk = (error: unknown) => error instanceof Error && CHUNK_FAILED.test(error.message);

/**
 * Catches anything a route throws. In practice that is a lazy page chunk that failed to download
 * (a deploy replaced it, or the network dropped), so the cure offered is a reload (§8); after a
 * deploy it reloads by itself, once.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  // The address is the page asked for by now, so the reload lands there, on the new build.
  useEffect(() => {
    if (isStaleChunk(error)) reloadForNewBuild();
  }, [error]);
  return (
    <StatusFrame
      testId="route-error"
      icon="refresh"
      title={t('app.errorTitle')}
      actions={
        <Button size="lg" onClick={() => window.location.reload()}>
          <Icon name="refresh" />
          {t('app.reload')}
        </Button>
      }
    >
      <p>{t('app.pageLoadError')}</p>
    </StatusFrame>
  );
}

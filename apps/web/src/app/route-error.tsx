import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { StatusFrame } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isChunkLoadError } from './chunk-load';
import { reloadForNewBuild } from './service-worker';

/**
 * Catches anything a route throws. In practice that is a page chunk that failed to download (§8
 * ChunkLoadError: a deploy replaced it, the network dropped, or it took over 120 s), so the cure
 * offered is to try again, which loads the page afresh; after a deploy it reloads by itself, once.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (import.meta.env.DEV) console.error(error);
  // The address is the page asked for by now, so the reload lands there, on the new build. A
  // time-out is the network, not a deploy: the visitor chooses when to try again.
  useEffect(() => {
    if (isChunkLoadError(error) && error.reason === 'error') reloadForNewBuild();
  }, [error]);
  return (
    <StatusFrame
      testId="route-error"
      icon="refresh"
      title={chunk ? t('app.chunkTitle') : t('app.errorTitle')}
      actions={
        <Button size="lg" data-testid="retry-button" onClick={() => window.location.reload()}>
          <Icon name="refresh" />
          {chunk ? t('app.retry') : t('app.reload')}
        </Button>
      }
    >
      <p>{t('app.pageLoadError')}</p>
      {chunk && error.code ? <p className="mt-2 font-mono text-xs text-muted">{error.code}</p> : null}
    </StatusFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { StatusFrame } from '@/features/system';

/**
 * Catches anything a route throws. In practice that is a lazy page chunk that failed to download
 * (a deploy replaced it, or the network dropped), so the cure offered is a reload (§8).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
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

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { StatusFrame } from '@/features/brand/system';
import type { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';

interface AppErrorProps {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}

/** The permission call failed, so nothing else can be shown; offer a retry (§8 network text). */
export function AppError({ error, onRetry, retrying }: AppErrorProps) {
  const { t } = useTranslation();
  const code = (error as Partial<ApiError>).code;
  // Known codes get our translated text; an unknown one shows the server's own message.
  const message =
    code === 'DOMAIN_INVALID' || code === 'UNAVAILABLE' || code === 'UNKNOWN' || code === 'NETWORK'
      ? t(`errors.${code}`)
      : error.message || t('app.errorMessage');
  return (
    <StatusFrame
      testId="app-error"
      icon="globe"
      title={t('app.errorTitle')}
      actions={
        <Button data-testid="retry-button" size="lg" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner className="size-4" /> : <Icon name="refresh" />}
          {t('app.retry')}
        </Button>
      }
    >
      <p>{message}</p>
    </StatusFrame>
  );
}

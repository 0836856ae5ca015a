import type { CustomerServiceEntry, SystemStatus } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CustomerServiceButton } from '../components/customer-service-button';
import { StatusFrame } from '../components/status-frame';

interface MaintenancePageProps {
  status: SystemStatus;
  customerService: readonly CustomerServiceEntry[];
  brand?: string;
  onRefresh: () => void;
  refreshing?: boolean;
}

/** Status 1. The server's title and message are shown as given; ours fill in only when absent. */
export function MaintenancePage({
  status,
  customerService,
  brand,
  onRefresh,
  refreshing,
}: MaintenancePageProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <StatusFrame
      testId="maintenance-page"
      icon="cone"
      brand={brand}
      title={status.title ?? t('status.maintenanceTitle')}
      actions={
        <>
          <Button
            data-testid="refresh-button"
            variant="secondary"
            size="lg"
            onClick={onRefresh}
            disabled={refreshing}
          >
            {refreshing ? <Spinner className="size-4" /> : <Icon name="refresh" />}
            {t('status.refresh')}
          </Button>
          <CustomerServiceButton entries={customerService} />
        </>
      }
    >
      {status.endTime ? (
        <p
          data-testid="maintenance-end"
          className="inline-flex items-center gap-2 rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-accent"
        >
          <Icon name="clock" className="size-4" />
          {t('status.endsAt', { time: formatDateTime(status.endTime, locale) })}
        </p>
      ) : null}
      <p data-testid="maintenance-message">{status.message ?? t('status.maintenanceMessage')}</p>
    </StatusFrame>
  );
}

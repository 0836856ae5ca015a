import type { CustomerServiceEntry, SystemStatus } from '@pf/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CustomerServiceButton } from '../components/customer-service-button';
import { StatusFrame } from '../components/status-frame';

interface RegionRestrictedPageProps {
  status: SystemStatus;
  customerService: readonly CustomerServiceEntry[];
  brand?: string;
}

/** Status 2: nothing of the site is reachable; customer service is the only action (§2). */
export function RegionRestrictedPage({ status, customerService, brand }: RegionRestrictedPageProps) {
  const { t } = useTranslation();
  return (
    <StatusFrame
      testId="region-restricted-page"
      icon="shieldOff"
      brand={brand}
      title={status.title ?? t('status.restrictedTitle')}
      actions={<CustomerServiceButton entries={customerService} />}
    >
      <p>{status.message ?? t('status.restrictedMessage')}</p>
    </StatusFrame>
  );
}

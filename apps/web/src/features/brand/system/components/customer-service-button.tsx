import type { CustomerServiceEntry } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { customerServiceFor } from '../model/customer-service-choice';
import { useCustomerService } from './use-customer-service';

/** The status pages' single way out: the merchant's live chat (§6; nobody is signed in here). */
export function CustomerServiceButton({ entries }: { entries: readonly CustomerServiceEntry[] }) {
  const { t } = useTranslation();
  const { open, notice } = useCustomerService();
  const first = customerServiceFor(entries, null) ?? entries[0];
  if (!first) return null;
  return (
    <>
      <Button data-testid="cs-button" variant="primary" size="lg" onClick={() => open(first)}>
        <Icon name="headset" />
        {t('status.contactSupport')}
      </Button>
      {notice}
    </>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { identityKeys } from '@/features/identity/query-keys';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { securityConfigQueryOptions } from '../api/kyc-api';
import { KycPersonalPanel } from './kyc-personal-panel';

/**
 * A withdrawal account must be in the member's real name, and this member has not given one yet:
 * the brand's identity verification asks for it here, or customer service takes it. The wallet
 * shows it where the account is picked (the shell fills its slot).
 */
export function RealNameNotice() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();
  const config = useQuery(securityConfigQueryOptions(token));
  const [open, setOpen] = useState(false);
  const canVerify = config.data?.info.idVerification.enabled === true;

  return (
    <div
      data-testid="real-name-notice"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-5 py-6 text-center"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-surface-2 text-muted">
        <Icon name="idCard" className="size-5" />
      </span>
      <p className="font-semibold text-fg">{t('wallet.bankAccount.realNameTitle')}</p>
      <p className="max-w-sm text-sm text-muted">
        {canVerify ? t('wallet.bankAccount.realNameLead') : t('wallet.bankAccount.realNameService')}
      </p>
      {canVerify ? (
        <Button size="sm" className="mt-2" onClick={() => setOpen(true)} data-testid="real-name-start">
          <Icon name="shieldCheck" className="size-4" />
          {t('wallet.bankAccount.realNameStart')}
        </Button>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="xl"
        plain
        testId="real-name-dialog"
        title={t('wallet.bankAccount.realNameTitle')}
      >
        <KycPersonalPanel
          onSaved={() => {
            setOpen(false);
            void refreshBalance(queryClient);
            void queryClient.invalidateQueries({ queryKey: identityKeys.securityConfigs });
          }}
        />
      </Dialog>
    </div>
  );
}

import { maskAccountNumber } from '@pf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { type BankAccount, removeBankAccount } from '../api/bank-accounts';
import { walletErrorText } from '../lib/wallet-errors';

/** Asks before a saved account goes; withdrawals already made to it keep it. */
export function RemoveBankAccountDialog({
  account,
  onClose,
}: {
  /** The account to remove; null keeps the dialog closed. */
  account: BankAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const remove = async (target: BankAccount) => {
    setBusy(true);
    try {
      await removeBankAccount(target.id);
      onClose();
      await refreshBalance(queryClient);
    } catch (error) {
      onClose();
      void showAlert({ message: walletErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      size="sm"
      plain
      testId="bank-account-remove-dialog"
      title={t('wallet.bankAccount.removeTitle')}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => account && void remove(account)}
            data-testid="bank-account-remove-confirm"
          >
            {t('wallet.bankAccount.removeConfirm')}
          </Button>
        </>
      }
    >
      {account ? (
        <p className="text-sm text-muted">
          {t('wallet.bankAccount.removeLead', {
            bank: account.bankName,
            number: maskAccountNumber(account.accountNumber),
          })}
        </p>
      ) : null}
    </Dialog>
  );
}

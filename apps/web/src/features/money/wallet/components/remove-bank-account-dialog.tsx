import { maskAccountNumber } from '@pf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { refreshBalance } from '@/lib/push-topics';
import { type BankAccount, removeBankAccount } from '../api/bank-accounts';
import { useWalletAction } from '../model/use-wallet-action';
import { ConfirmFooter } from './confirm-footer';

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
  const { busy, run } = useWalletAction();

  const remove = (target: BankAccount) =>
    run(async () => {
      await removeBankAccount(target.id);
      onClose();
      await refreshBalance(queryClient);
    }, onClose);

  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      size="sm"
      plain
      testId="bank-account-remove-dialog"
      title={t('wallet.bankAccount.removeTitle')}
      footer={
        <ConfirmFooter
          onCancel={onClose}
          onConfirm={() => account && void remove(account)}
          busy={busy}
          label={t('wallet.bankAccount.removeConfirm')}
          testId="bank-account-remove-confirm"
          spinner={false}
        />
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

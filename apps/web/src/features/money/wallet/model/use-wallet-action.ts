import { useState } from 'react';
import { showAlert } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { walletErrorText } from '../lib/wallet-errors';

/**
 * A wallet request with its form held while it is out; a refusal shows as an alert in the member's
 * language, after `onFailure` has had its say (closing a dialog, forgetting a request id).
 */
export function useWalletAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, onFailure?: (error: unknown) => void) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onFailure?.(error);
      void showAlert({ message: walletErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

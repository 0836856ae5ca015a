import { DEMO_ACCOUNT_FLAG } from '@pf/shared';
import { useCallback } from 'react';
import { showAlert } from '@/lib/alert-store';
import { openLogin } from '@/lib/auth-modal-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';

/**
 * §4 Login gate. `gate(action)` runs the action only for a real member: without a token the login
 * pop-up opens instead; a demo account (isAgent 4) is told to register first. Returns whether the
 * action ran.
 */
export function useLoginGate() {
  const { t } = useTranslation();
  return useCallback(
    (action?: () => void): boolean => {
      const { token, profile } = useSessionStore.getState();
      if (!token) {
        openLogin('gate');
        return false;
      }
      if (profile?.isAgent === DEMO_ACCOUNT_FLAG) {
        void showAlert({ message: t('auth.registerFirst'), confirmLabel: t('auth.increaseSubmit') });
        return false;
      }
      action?.();
      return true;
    },
    [t],
  );
}

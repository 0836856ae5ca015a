import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/system';
import { useSessionStore } from '@/lib/session-store';
import { useComingSoon } from './use-coming-soon';

/**
 * Logged out: login, plus sign-up only when the merchant has direct registration (DIRECTREG3).
 * Logged in: an account entry; balance, avatar and sign-out arrive with members.
 */
export function AuthButtons() {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const token = useSessionStore((s) => s.token);
  const account = useComingSoon();

  if (token) {
    return (
      <>
        <Button data-testid="account-button" variant="secondary" onClick={account.show}>
          <Icon name="user" className="size-4" />
          <span className="hidden sm:inline">{t('header.account')}</span>
        </Button>
        {account.dialog}
      </>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <LinkButton data-testid="login-button" to="/login" variant="outline" className="max-sm:px-3">
        {t('header.login')}
      </LinkButton>
      {whitelabel.modules.DIRECTREG3 ? (
        <LinkButton data-testid="register-button" to="/register" className="max-sm:px-3">
          {t('header.register')}
        </LinkButton>
      ) : null}
    </div>
  );
}

import { Button } from '@/components/ui/button';
import { useLoadedPermission } from '@/features/brand/system';
import { HeaderMemberBar } from '@/features/identity/account';
import { FreeplayButton, openLogin, useAuthModal } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';

/**
 * Logged out: login, sign-up only when the merchant has direct registration (DIRECTREG3), and
 * trial play with FREEPLAY3. Logged in: deposit, withdraw, balance and the avatar menu (§2 Header).
 */
export function AuthButtons() {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const token = useSessionStore((s) => s.token);
  const openView = useAuthModal((s) => s.open);

  if (token) return <HeaderMemberBar />;
  return (
    <div className="flex items-center gap-2">
      <div className="hidden xl:block">
        <FreeplayButton variant="button" />
      </div>
      <Button
        data-testid="login-button"
        variant="outline"
        className="max-sm:px-3"
        onClick={() => openLogin('header')}
      >
        {t('header.login')}
      </Button>
      {whitelabel.modules.DIRECTREG3 ? (
        <Button
          data-testid="register-button"
          className="max-sm:px-3"
          onClick={() => openView({ kind: 'register' })}
        >
          {t('header.register')}
        </Button>
      ) : null}
    </div>
  );
}

import type { ComponentProps } from 'react';
import { AlertHost } from '@/components/ui/alert-host';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useLoadedPermission } from '@/features/brand/system';
import { ChangePasswordForm } from '@/features/identity/account';
import {
  type AuthView,
  ForgotPasswordForm,
  LoginForm,
  SessionBootstrap,
  useAuthModal,
  useSessionActions,
} from '@/features/identity/auth';
import { KycGate } from '@/features/identity/kyc';
import { RegisterForm, RegisterSuccessDialog } from '@/features/identity/register';
import { useAlertStore } from '@/lib/alert-store';
import { useTranslation } from '@/lib/i18n/use-translation';

/** §2 'login popup (switches between login and register)': the two share one pop-up. */
function LoginRegisterTabs({ current }: { current: 'login' | 'register' }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const open = useAuthModal((s) => s.open);
  if (!whitelabel.modules.DIRECTREG3) return null;
  return (
    <SegmentedTabs
      className="mb-5"
      variant="underline"
      label={t('header.login')}
      value={current}
      onChange={(next) => open(next === 'login' ? { kind: 'login', source: 'header' } : { kind: 'register' })}
      options={[
        { value: 'login', label: t('header.login'), testId: 'popup-tab-login' },
        { value: 'register', label: t('header.register'), testId: 'popup-tab-register' },
      ]}
    />
  );
}

/** A member pop-up, open while the auth modal shows its `kind`; forms bring their own spacing. */
function AuthPopup({
  kind,
  size = 'md',
  ...props
}: { kind: AuthView['kind'] } & Omit<ComponentProps<typeof Dialog>, 'open' | 'onClose' | 'plain'>) {
  const open = useAuthModal((s) => s.view?.kind === kind);
  const close = useAuthModal((s) => s.close);
  return <Dialog open={open} onClose={close} size={size} plain {...props} />;
}

/**
 * Every member pop-up, mounted once under the layout: login/register, forgot and change password,
 * the welcome after registration, the security (KYC) modal and the alert dialogs; plus the session
 * bootstrap that turns a stored or URL token into a logged-in header.
 */
export function MemberModals() {
  const { t } = useTranslation();
  const view = useAuthModal((s) => s.view);
  const close = useAuthModal((s) => s.close);
  const { signOut } = useSessionActions();
  // A message on screen (the password was changed, say) is read before the security prompt opens.
  const alerting = useAlertStore((s) => s.queue.length > 0);

  return (
    <>
      <SessionBootstrap />
      <AuthPopup kind="login" testId="login-popup" title={t('auth.loginTitle')}>
        <LoginRegisterTabs current="login" />
        {view?.kind === 'login' ? <LoginForm source={view.source} /> : null}
      </AuthPopup>
      <AuthPopup kind="register" size="xl" testId="register-popup" title={t('auth.signUpTitle')}>
        <LoginRegisterTabs current="register" />
        <RegisterForm mode="popup" />
      </AuthPopup>
      <AuthPopup kind="forgot" testId="forgot-popup" title={t('auth.forgotTitle')}>
        <ForgotPasswordForm />
      </AuthPopup>
      <AuthPopup
        kind="changePassword"
        dismissible={!(view?.kind === 'changePassword' && view.forced)}
        testId="change-password-popup"
        title={
          view?.kind === 'changePassword' && view.forced
            ? t('auth.forcedChangeTitle')
            : t('auth.changePasswordTitle')
        }
      >
        {view?.kind === 'changePassword' && view.forced ? (
          <p className="mb-4 text-sm text-muted">{t('auth.forcedChangeLead')}</p>
        ) : null}
        <ChangePasswordForm
          onDone={close}
          secondary={
            view?.kind === 'changePassword' && view.forced ? (
              <Button variant="ghost" onClick={() => void signOut()} data-testid="forced-sign-out">
                {t('account.signOut')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={close}>
                {t('form.cancel')}
              </Button>
            )
          }
        />
      </AuthPopup>
      <RegisterSuccessDialog open={view?.kind === 'registerSuccess'} onClose={close} />
      <KycGate blocked={view !== null} held={alerting} />
      <AlertHost />
    </>
  );
}

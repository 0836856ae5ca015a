import type { UseFormRegisterReturn } from 'react-hook-form';
import { AgreeTerms } from '@/components/ui/agree-terms';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FreeplayButton } from './freeplay-button';

/** Remember me beside the way to a forgotten password. */
export function RememberAndForgot({
  remember,
  onForgot,
}: {
  remember: UseFormRegisterReturn;
  onForgot: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
      <label className="flex cursor-pointer items-center gap-2 text-muted">
        <input
          type="checkbox"
          {...remember}
          className="size-4 shrink-0 accent-[var(--accent)]"
          data-testid="login-remember"
        />
        <span>{t('auth.rememberMe')}</span>
      </label>
      <button
        type="button"
        className="font-semibold text-accent hover:underline"
        onClick={onForgot}
        data-testid="forgot-password-link"
      >
        {t('auth.forgotPassword')}
      </button>
    </div>
  );
}

/** The terms a login not started from the header must accept, with the refusal under them. */
export function LoginTerms({ agree, error }: { agree: UseFormRegisterReturn; error?: string | undefined }) {
  return (
    <div className="space-y-1">
      <AgreeTerms i18nKey="auth.agreeTerms" registration={agree} testId="login-agree" />
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Below the login: the way to registration (where the brand has it) and free play. */
export function LoginAlternatives({
  onRegister,
  canRegister,
}: {
  onRegister: () => void;
  canRegister: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-muted">
      {canRegister ? (
        <span>
          {t('login.noAccount')}{' '}
          <button
            type="button"
            className="font-semibold text-accent hover:underline"
            onClick={onRegister}
            data-testid="login-to-register"
          >
            {t('header.register')}
          </button>
        </span>
      ) : null}
      <FreeplayButton variant="link" />
    </div>
  );
}

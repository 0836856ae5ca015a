import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useAuthModal } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';

interface RegisterActionsProps {
  mode: 'page' | 'popup';
  step: 1 | 2;
  /** Whether a second step follows the first. */
  twoSteps: boolean;
  busy: boolean;
  onReset: () => void;
  onBack: () => void;
}

/** Reset (on the page) or back (on step 2), then next or create. */
export function RegisterActions({ mode, step, twoSteps, busy, onReset, onBack }: RegisterActionsProps) {
  const { t } = useTranslation();
  const next = step === 1 && twoSteps;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
      {mode === 'page' && step === 1 ? (
        <Button variant="ghost" onClick={onReset} data-testid="register-reset">
          {t('form.reset')}
        </Button>
      ) : null}
      {step === 2 ? (
        <Button variant="secondary" onClick={onBack} data-testid="register-back">
          <Icon name="chevronLeft" className="size-4" />
          {t('form.back')}
        </Button>
      ) : null}
      <BusyButton
        type="submit"
        size="lg"
        busy={busy}
        data-testid={next ? 'register-next' : 'register-submit'}
        className="sm:min-w-40"
      >
        {next ? t('form.next') : t('register.createAccount')}
        {next ? <Icon name="chevronRight" className="size-4" /> : null}
      </BusyButton>
    </div>
  );
}

/** In the pop-up: the way back to login for a member who has an account. */
export function RegisterToLogin() {
  const { t } = useTranslation();
  const openView = useAuthModal((s) => s.open);
  return (
    <p className="text-center text-sm text-muted">
      {t('register.haveAccount')}{' '}
      <button
        type="button"
        className="font-semibold text-accent hover:underline"
        onClick={() => openView({ kind: 'login', source: 'header' })}
        data-testid="register-to-login"
      >
        {t('header.login')}
      </button>
    </p>
  );
}

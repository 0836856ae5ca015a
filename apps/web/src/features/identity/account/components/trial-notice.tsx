import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TitledSection } from '@/components/ui/titled-section';
import { useLoadedPermission } from '@/features/brand/system';
import { useAuthModal, useSessionActions } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Registering ends the trial session first, since a new account signs in on its own. */
function useRegisterFromTrial() {
  const { whitelabel } = useLoadedPermission();
  const { signOut } = useSessionActions();
  if (!whitelabel.modules.DIRECTREG3) return null;
  return async () => {
    await signOut();
    useAuthModal.getState().open({ kind: 'register' });
  };
}

/**
 * The header of a trial (free play) account: where a member has balance, deposit and withdraw, a
 * trial badge (its hint on hover) and the way to a real account.
 */
export function TrialHeader() {
  const { t } = useTranslation();
  const register = useRegisterFromTrial();
  return (
    <>
      <span
        data-testid="trial-badge"
        title={t('account.trialHint')}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl border border-accent/40 px-3 text-sm font-bold whitespace-nowrap text-accent max-sm:h-8 max-sm:px-2 max-sm:text-xs"
      >
        <Icon name="play" className="size-3.5 max-sm:hidden" />
        <span className="sm:hidden">{t('account.trialShort')}</span>
        <span className="max-sm:hidden">{t('account.trialTitle')}</span>
      </span>
      {register ? (
        <Button
          onClick={() => void register()}
          data-testid="trial-register"
          className="max-sm:px-3"
          aria-label={t('account.trialRegister')}
        >
          <Icon name="user" className="size-4" />
          {/* Phones have room for the icon only, like the deposit shortcut; the menu spells it out. */}
          <span className="whitespace-nowrap max-sm:hidden">{t('account.trialRegister')}</span>
        </Button>
      ) : null}
    </>
  );
}

/** In the account menu of a trial account: what a trial is and how to get a real account. */
export function TrialMenuNotice() {
  const { t } = useTranslation();
  const register = useRegisterFromTrial();
  return (
    <TitledSection
      titleId="trial-notice-title"
      title={t('account.trialTitle')}
      testId="trial-notice"
      className="mt-2 space-y-2 rounded-xl border border-accent/40 bg-surface-2 p-3"
      titleClassName="flex items-center gap-1.5 text-sm font-bold text-accent"
      level={3}
      icon="play"
      iconClassName="size-3.5"
    >
      <p className="text-sm text-muted">{t('account.trialHint')}</p>
      {register ? (
        <Button onClick={() => void register()} className="w-full" data-testid="trial-menu-register">
          {t('account.trialRegister')}
        </Button>
      ) : null}
    </TitledSection>
  );
}

import { DEMO_ACCOUNT_FLAG } from '@pf/shared';
import type { ReactNode } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { openLogin } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';

/**
 * §6: games are for real members. A visitor is asked to log in, a demo (trial) account to register;
 * nothing of the game loads for them.
 */
export function GameGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const profile = useSessionStore((s) => s.profile);
  if (!token) {
    return (
      <EmptyState
        testId="inhouse-gate-login"
        icon="lock"
        title={t('inhouse.gate.loginTitle')}
        message={t('inhouse.gate.loginMessage')}
        action={<Button onClick={() => openLogin('gate')}>{t('inhouse.gate.loginAction')}</Button>}
      />
    );
  }
  if (profile?.isAgent === DEMO_ACCOUNT_FLAG) {
    return (
      <EmptyState
        testId="inhouse-gate-demo"
        icon="user"
        title={t('inhouse.gate.demoTitle')}
        message={t('inhouse.gate.demoMessage')}
        action={<LinkButton to="/register">{t('page.register')}</LinkButton>}
      />
    );
  }
  return children;
}

import { useId } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { useLoadedPermission } from '@/features/brand/system';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { LoginForm } from '../components/login-form';

/**
 * /login: the guard's destination and a full-page sign-in. Once signed in the member goes back to
 * where the guard stopped them, or home.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const token = useSessionStore((s) => s.token);
  const location = useLocation();
  const titleId = useId();
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;

  if (token) return <Navigate to={from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/'} replace />;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="login-page"
      className="mx-auto w-full max-w-md py-4 sm:py-10"
    >
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-10">
        <div className="pointer-events-none absolute -top-24 -end-24 size-64 rounded-full bg-brand opacity-20 blur-3xl" />
        <div className="relative">
          <BrandMark name={whitelabel.name} logoUrl={whitelabel.logoUrl} />
          <h1 id={titleId} className="mt-8 text-3xl font-extrabold tracking-tight">
            {t('login.title')}
          </h1>
          <p className="mt-2 mb-6 text-sm leading-relaxed text-muted">{t('login.note')}</p>
          <LoginForm source="page" />
        </div>
      </div>
    </section>
  );
}

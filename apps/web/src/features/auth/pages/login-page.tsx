import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/ui/brand-mark';
import { LinkButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/system';

/**
 * /login: the guard's destination. The sign-in form arrives with members; until then the page
 * explains itself and offers the ways that already exist (home, registration when enabled).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  return (
    <section data-testid="login-page" className="mx-auto w-full max-w-md py-4 sm:py-10">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface p-8 shadow-card sm:p-10">
        <div className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand opacity-20 blur-3xl" />
        <div className="relative">
          <BrandMark name={whitelabel.name} />
          <h1 className="mt-8 text-3xl font-extrabold tracking-tight">{t('login.title')}</h1>
          <p className="mt-4 flex gap-3 rounded-2xl border border-line bg-surface-2 p-4 text-sm leading-relaxed text-muted">
            <Icon name="sparkles" className="mt-0.5 size-5 shrink-0 text-accent" />
            {t('login.note')}
          </p>
          <div className="mt-8 space-y-3">
            {whitelabel.modules.DIRECTREG3 ? (
              <p className="text-center text-sm text-muted">
                {t('login.noAccount')}{' '}
                <LinkButton to="/register" variant="ghost" size="sm" className="text-accent">
                  {t('header.register')}
                </LinkButton>
              </p>
            ) : null}
            <LinkButton to="/" variant="secondary" size="lg" className="w-full">
              <Icon name="home" />
              {t('placeholder.backHome')}
            </LinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RegisterForm } from '../components/register-form';
import { RegisterPromo } from '../slots';

/** /register and /register.html: the form embedded in the page, beside the new-player promo (§2). */
export function RegisterPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="register-page"
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]"
    >
      <div className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            {/* §2: the heading comes from the sign-up button label. */}
            <h1 id={titleId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t('header.register')}
            </h1>
          </div>
          <Link
            to="/"
            data-testid="register-go-home"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
          >
            <Icon name="home" className="size-4" />
            {t('register.goHome')}
          </Link>
        </div>
        <RegisterForm mode="page" />
      </div>
      {/* min-w-0: a swiper sizes itself from its box, so the box must not size itself from the swiper. */}
      <aside className="min-w-0">
        <RegisterPromo />
      </aside>
    </section>
  );
}

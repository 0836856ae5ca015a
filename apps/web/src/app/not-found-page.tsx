import { LinkButton } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Any URL that is not a route of §2. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="not-found-page"
      className="relative overflow-hidden rounded-3xl border border-line bg-surface px-6 py-16 text-center shadow-card sm:py-24"
    >
      <div className="pointer-events-none absolute inset-x-0 -top-10 text-center text-[10rem] leading-none font-black text-fg opacity-[0.04] select-none sm:text-[16rem]">
        {t('notFound.code')}
      </div>
      <div className="relative mx-auto flex max-w-md flex-col items-center">
        <div className="mb-6 grid size-20 place-items-center rounded-3xl border border-line bg-surface-2 text-brand">
          <Icon name="compass" className="size-10" />
        </div>
        <p className="bg-linear-to-r from-accent to-accent-2 bg-clip-text text-6xl font-black text-transparent">
          {t('notFound.code')}
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight">{t('notFound.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('notFound.message')}</p>
        <LinkButton to="/" className="mt-8" size="lg">
          <Icon name="home" />
          {t('notFound.backHome')}
        </LinkButton>
      </div>
    </section>
  );
}

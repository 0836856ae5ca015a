import { useTranslation } from 'react-i18next';
import { LinkButton } from './button';
import { Icon, type IconName } from './icon';

interface PlaceholderPageProps {
  title: string;
  icon: IconName;
  /** The page's driving parameters (e.g. gameCode), shown so deep links visibly arrive. */
  details?: ReadonlyArray<{ label: string; value: string }>;
}

/** A screen whose feature is still being built: designed, titled, and with a way home. */
export function PlaceholderPage({ title, icon, details = [] }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="placeholder-page"
      className="relative overflow-hidden rounded-3xl border border-line bg-surface px-6 py-14 text-center shadow-card sm:py-20"
    >
      <div className="pointer-events-none absolute -top-24 -end-16 size-72 rounded-full bg-brand opacity-15 blur-3xl" />
      <div className="pointer-events-none absolute -bottom-24 -start-16 size-72 rounded-full bg-accent opacity-10 blur-3xl" />
      <div className="relative mx-auto flex max-w-lg flex-col items-center">
        <div className="mb-6 grid size-24 place-items-center rounded-[2rem] bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-glow">
          <Icon name={icon} className="size-12" />
        </div>
        <span className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-accent">
          <Icon name="sparkles" className="size-3.5" />
          {t('dialog.comingSoonTitle')}
        </span>
        <h1 data-testid="placeholder-title" className="text-3xl font-extrabold tracking-tight text-fg">
          {title}
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-muted sm:text-base">{t('placeholder.comingSoon')}</p>
        {details.length > 0 ? (
          <dl className="mt-5 flex flex-wrap justify-center gap-2">
            {details.map((d) => (
              <div key={d.label} className="rounded-lg border border-line bg-surface-2 px-3 py-1.5 text-xs">
                <dt className="inline text-muted">{d.label}: </dt>
                <dd className="inline font-mono font-semibold text-fg">{d.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <LinkButton to="/" className="mt-8" size="lg">
          <Icon name="home" />
          {t('placeholder.backHome')}
        </LinkButton>
      </div>
    </section>
  );
}

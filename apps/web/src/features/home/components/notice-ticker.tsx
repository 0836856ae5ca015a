import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

/**
 * §2 Home: the scrolling list of notice titles, paused on hover. The track is rendered twice so
 * the CSS loop never shows a gap. With no notices yet it shows a calm welcome line instead.
 */
export function NoticeTicker({ titles }: { titles: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="notice-ticker"
      aria-label={t('home.notices')}
      className="flex h-11 items-center gap-3 overflow-hidden rounded-xl border border-line bg-surface pe-4 shadow-card"
    >
      <span className="flex h-full shrink-0 items-center gap-2 bg-linear-to-r from-accent/20 to-transparent pe-6 ps-4 text-accent">
        <Icon name="megaphone" className="size-[18px]" />
        <span className="hidden text-xs font-bold tracking-wider uppercase sm:inline">
          {t('home.notices')}
        </span>
      </span>
      {titles.length === 0 ? (
        <p className="truncate text-sm text-muted">{t('home.noNotices')}</p>
      ) : (
        <div className="min-w-0 flex-1 overflow-hidden">
          <div className="animate-ticker flex w-max gap-12 text-sm text-fg">
            {[0, 1].map((copy) =>
              titles.map((title, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; position is the identity
                <span key={`${copy}-${i}`} aria-hidden={copy === 1} className="whitespace-nowrap">
                  {title}
                </span>
              )),
            )}
          </div>
        </div>
      )}
    </section>
  );
}

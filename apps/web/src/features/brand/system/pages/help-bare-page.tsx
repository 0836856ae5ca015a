import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useHelpCenter } from '../api/help-center';
import { HelpArticles } from '../components/help-articles';

/** /helpmc: the help centre without the site frame, for embedding (apps, member centre). */
export function HelpBarePage() {
  const { t } = useTranslation();
  const help = useHelpCenter();
  return (
    // Bare means no site frame, so the page paints its own theme colours instead of the body's.
    <div className="min-h-dvh bg-bg text-fg">
      <main data-testid="help-bare-page" className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="mb-4 text-xl font-extrabold tracking-tight text-fg">{t('help.title')}</h1>
        {help.isPending ? (
          <div className="grid place-items-center py-24 text-muted" role="status">
            <Spinner className="size-8" />
            <span className="sr-only">{t('app.loading')}</span>
          </div>
        ) : help.isError || help.data.length === 0 ? (
          <EmptyState icon="help" title={help.isError ? t('help.loadError') : t('help.empty')} />
        ) : (
          <HelpArticles items={help.data} />
        )}
      </main>
    </div>
  );
}

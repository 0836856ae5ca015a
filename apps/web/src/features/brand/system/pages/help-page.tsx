import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useHelpCenter } from '../api/help-center';
import { HelpArticles } from '../components/help-articles';
import { HelpContents } from '../components/help-contents';

/** /help inside the site frame: contents on the side, anchored articles (#terms, #privacy …). */
export function HelpPage() {
  const { t } = useTranslation();
  const help = useHelpCenter();

  if (help.isPending) {
    return (
      <div className="grid place-items-center py-24 text-muted" role="status">
        <Spinner className="size-8" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  }
  if (help.isError || help.data.length === 0) {
    return (
      <EmptyState
        icon="help"
        title={t('help.title')}
        message={help.isError ? t('help.loadError') : t('help.empty')}
      />
    );
  }
  return (
    <div data-testid="help-page" className="grid gap-6 lg:grid-cols-[240px_1fr]">
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <HelpContents items={help.data} />
      </aside>
      <div>
        <h1 className="mb-4 text-2xl font-extrabold tracking-tight">{t('help.title')}</h1>
        <HelpArticles items={help.data} />
      </div>
    </div>
  );
}

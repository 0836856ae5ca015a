import { Icon, type IconName } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';

/** An entry whose page belongs to a feature not built yet: titled, designed, never a dead end. */
export function CentrePlaceholder({ title, icon }: { title: string; icon: IconName }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="member-centre-placeholder"
      className="relative grid min-h-72 place-items-center overflow-hidden rounded-2xl border border-dashed border-line bg-surface-2/50 px-6 py-12 text-center"
    >
      <div className="pointer-events-none absolute -top-20 -end-10 size-56 rounded-full bg-brand opacity-10 blur-3xl" />
      <div className="relative flex max-w-sm flex-col items-center">
        <div className="mb-5 grid size-16 place-items-center rounded-2xl bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-glow">
          <Icon name={icon} className="size-8" />
        </div>
        <span className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 text-xs font-semibold text-accent">
          <Icon name="sparkles" className="size-3.5" />
          {t('dialog.comingSoonTitle')}
        </span>
        <p className="text-lg font-bold text-fg">{title}</p>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t('wallet.centre.soon')}</p>
      </div>
    </div>
  );
}

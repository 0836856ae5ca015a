import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

interface ClassifyStripProps {
  menu: readonly string[];
  value: string;
  onChange: (classify: string) => void;
}

/** §2 classification tab strip; renders nothing when the menu is empty (§4). */
export function ClassifyStrip({ menu, value, onChange }: ClassifyStripProps) {
  const { t } = useTranslation();
  if (menu.length === 0) return null;
  return (
    <div
      role="tablist"
      data-testid="classify-strip"
      aria-label={t('games.classifications')}
      className="scrollbar-none -mx-3 flex gap-2.5 overflow-x-auto px-3 sm:mx-0 sm:px-0"
    >
      {menu.map((code) => {
        const active = code === value;
        return (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={active}
            data-testid={`classify-${code}`}
            onClick={() => onChange(code)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition',
              active
                ? 'border-transparent bg-fg text-bg'
                : 'border-line bg-surface text-muted hover:border-accent hover:text-fg',
            )}
          >
            {t(`games.classify.${code}` as never, { defaultValue: code })}
          </button>
        );
      })}
    </div>
  );
}

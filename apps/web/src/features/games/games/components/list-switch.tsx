import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ListType } from '../model/list-type';

const SWITCHES: readonly { type: ListType; icon: IconName }[] = [
  { type: 'hot', icon: 'fire' },
  { type: 'fav', icon: 'heart' },
  { type: 'game', icon: 'grid' },
  { type: 'recent', icon: 'clock' },
];

/** §2 list-switch icons: hot, favourites, all, recent. The parent applies §4's toggling rule. */
export function ListSwitch({ value, onPick }: { value: ListType; onPick: (type: ListType) => void }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend and form semantics to plain buttons
    <div role="group" aria-label={t('games.listType')} className="flex gap-1 rounded-xl bg-surface-2 p-1">
      {SWITCHES.map((s) => {
        const active = s.type === value;
        return (
          <button
            key={s.type}
            type="button"
            data-testid={`list-${s.type}`}
            aria-pressed={active}
            title={t(`games.list.${s.type}`)}
            aria-label={t(`games.list.${s.type}`)}
            onClick={() => onPick(s.type)}
            className={cn(
              'grid size-8 place-items-center rounded-lg transition',
              active ? 'bg-linear-to-br from-accent to-accent-2 text-accent-fg' : 'text-muted hover:text-fg',
            )}
          >
            <Icon name={s.icon} className="size-4" />
          </button>
        );
      })}
    </div>
  );
}

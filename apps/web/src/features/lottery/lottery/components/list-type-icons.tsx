import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LotteryListType } from '../model/use-lottery-board';

const TYPES: ReadonlyArray<{ type: Exclude<LotteryListType, 'none'>; icon: IconName }> = [
  { type: 'hot', icon: 'fire' },
  { type: 'fav', icon: 'heart' },
  { type: 'recent', icon: 'clock' },
];

/** §2 The three list-type icons: hot, favourites, recent (recent asks for a login). */
export function ListTypeIcons({
  value,
  onChoose,
}: {
  value: LotteryListType;
  onChoose: (type: Exclude<LotteryListType, 'none'>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex items-center gap-1.5">
      <legend className="sr-only">{t('lottery.listType.label')}</legend>
      {TYPES.map(({ type, icon }) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          title={t(`lottery.listType.${type}`)}
          aria-label={t(`lottery.listType.${type}`)}
          data-testid={`lottery-list-${type}`}
          onClick={() => onChoose(type)}
          className={cn(
            'grid size-9 place-items-center rounded-xl transition',
            value === type
              ? 'bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-glow'
              : 'bg-surface-2 text-muted hover:text-fg',
          )}
        >
          <Icon name={icon} className="size-4" />
        </button>
      ))}
    </fieldset>
  );
}

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { tabWindow } from '../model/tabs';
import { useTabLabel } from './tab-label';

interface LotteryTabsProps {
  tabs: readonly string[];
  /** null when a list type is chosen and no tag applies. */
  active: string | null;
  onChange: (tab: string) => void;
}

/** §2 The lottery tabs swiper: five slides at a time, arrows only when there are more. */
export function LotteryTabs({ tabs, active, onChange }: LotteryTabsProps) {
  const { t } = useTranslation();
  const label = useTabLabel();
  const [start, setStart] = useState(0);
  const view = tabWindow(tabs.length, start);
  const arrow = (dir: -1 | 1, enabled: boolean) => (
    <button
      type="button"
      disabled={!enabled}
      aria-label={t(dir < 0 ? 'lottery.tabs.previous' : 'lottery.tabs.next')}
      data-testid={dir < 0 ? 'lottery-tabs-prev' : 'lottery-tabs-next'}
      onClick={() => setStart(view.from + dir)}
      className="grid size-9 shrink-0 place-items-center rounded-xl bg-surface-2 text-muted transition hover:text-fg disabled:opacity-30"
    >
      <Icon name={dir < 0 ? 'chevronLeft' : 'chevronRight'} className="size-4" />
    </button>
  );
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="lottery-tabs">
      {view.arrows ? arrow(-1, view.canBack) : null}
      <div
        role="tablist"
        aria-label={t('lottery.tabs.label')}
        className="grid min-w-0 flex-1 grid-cols-5 gap-1.5"
      >
        {tabs.slice(view.from, view.to).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === active}
            data-testid={`lottery-tab-${tab}`}
            onClick={() => onChange(tab)}
            className={cn(
              'h-9 truncate rounded-xl px-2 text-xs font-bold transition sm:text-sm',
              tab === active
                ? 'bg-linear-to-r from-accent to-accent-2 text-accent-fg shadow-glow'
                : 'bg-surface-2 text-muted hover:text-fg',
            )}
          >
            {label(tab)}
          </button>
        ))}
      </div>
      {view.arrows ? arrow(1, view.canForward) : null}
    </div>
  );
}

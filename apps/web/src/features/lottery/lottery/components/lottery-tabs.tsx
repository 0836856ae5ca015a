import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SMALL_UP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { tabWindow } from '../model/tabs';
import { useTabLabel } from './tab-label';

/** Below Tailwind's `sm`, where matchMedia can tell (tests without it get the five-slide swiper). */
function usePhoneRow(): boolean {
  const smallUp = useMediaQuery(SMALL_UP_QUERY);
  return typeof window.matchMedia === 'function' && !smallUp;
}

interface LotteryTabsProps {
  tabs: readonly string[];
  /** null when a list type is chosen and no tag applies. */
  active: string | null;
  onChange: (tab: string) => void;
}

/**
 * §2 The lottery tabs swiper: five slides at a time, arrows only when there are more. A phone has
 * no room for five names side by side ('Miền Trung' cut to 'Mi…'): there every tab is as wide as
 * its name and the row swipes sideways.
 */
export function LotteryTabs({ tabs, active, onChange }: LotteryTabsProps) {
  const { t } = useTranslation();
  const label = useTabLabel();
  const [start, setStart] = useState(0);
  const swipe = usePhoneRow();
  const view = swipe
    ? { from: 0, to: tabs.length, arrows: false, canBack: false, canForward: false }
    : tabWindow(tabs.length, start);
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
        className={cn(
          'min-w-0 flex-1 gap-1.5',
          swipe ? 'scrollbar-none -mx-3 flex overflow-x-auto px-3' : 'grid grid-cols-5',
        )}
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
              'h-9 rounded-xl text-xs font-bold transition sm:text-sm',
              swipe ? 'shrink-0 px-3.5 whitespace-nowrap' : 'truncate px-2',
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

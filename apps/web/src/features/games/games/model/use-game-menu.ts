import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { IconName } from '@/components/ui/icon';
import { CATEGORY_META } from './category-meta';
import type { MenuCategory } from './game-categories';
import { useGameCategories } from './use-game-categories';
import { useVendorClick } from './use-vendor-click';

export interface GameMenuEntry {
  code: MenuCategory;
  icon: IconName;
  tone: string;
  /** The lobby to go to; the lottery entry has none and runs `onClick` instead. */
  to: string | null;
  onClick?: () => void;
}

/**
 * §2 Game menu categories as menu entries: one per category that has vendors, in the menu's order.
 * The lottery entry launches the first electronic-lottery vendor instead of navigating.
 */
export function useGameMenu() {
  const { categories, lotteryCard, status } = useGameCategories();
  const { click } = useVendorClick();
  const navigate = useNavigate();
  const openLottery = useCallback(() => {
    if (lotteryCard) click(lotteryCard);
    else navigate('/elott');
  }, [click, lotteryCard, navigate]);

  const entries = useMemo<GameMenuEntry[]>(
    () =>
      categories.map((c) => ({
        code: c.code,
        icon: CATEGORY_META[c.code].icon,
        tone: CATEGORY_META[c.code].tone,
        to: c.path,
        onClick: c.code === 'LOTTERY' ? openLottery : undefined,
      })),
    [categories, openLottery],
  );
  return { entries, status };
}

import { GameMenu } from '@/app/layout/game-menu';
import { HelpTabs } from '@/features/system';
import { CategoryGrid } from '../components/category-grid';
import { NoticeTicker } from '../components/notice-ticker';

/**
 * Home (§2 Home page). The layout already placed the banner above; this adds the notice ticker,
 * the game menu, the category doorways and the help tabs. Game rows, winners and the download
 * block join as their features land.
 */
export function HomePage() {
  return (
    <div data-testid="home-page" className="space-y-6">
      <NoticeTicker titles={[]} />
      <GameMenu />
      <CategoryGrid />
      <HelpTabs />
    </div>
  );
}

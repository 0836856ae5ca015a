import { lazy, Suspense } from 'react';
import { GameMenu } from '@/app/layout/game-menu';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { HomeDownloadBlock } from '@/features/download';
import { LotteryBoard } from '@/features/lottery';
import { HelpTabs } from '@/features/system';
import { CategoryGrid } from '../components/category-grid';

// The game rows bring the carousel library; home's first paint does not wait for them.
const HomeGameBlocks = lazy(() => import('@/features/games').then((m) => ({ default: m.HomeGameBlocks })));

/**
 * Home (§2 Home page). The layout already placed the banner and the notice ticker above; this adds
 * the game menu, the category doorways, the game blocks (search, hot, providers, one row per
 * category, winner board), the help tabs and the download block with the Android and iOS QR codes.
 */
export function HomePage() {
  return (
    <div data-testid="home-page" className="space-y-6">
      <GameMenu />
      <CategoryGrid />
      <Suspense fallback={<div role="status" className="h-64 animate-pulse rounded-2xl bg-surface-2" />}>
        {/* Each block below the rows is built as the visitor scrolls towards it. */}
        <HomeGameBlocks>
          <RenderWhenNear id="home-lottery" placeholderClassName="h-96">
            <LotteryBoard variant="home" />
          </RenderWhenNear>
          <RenderWhenNear id="home-help" placeholderClassName="h-64">
            <HelpTabs />
          </RenderWhenNear>
          <RenderWhenNear id="home-download" placeholderClassName="h-40">
            <HomeDownloadBlock />
          </RenderWhenNear>
        </HomeGameBlocks>
      </Suspense>
    </div>
  );
}

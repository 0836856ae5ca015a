import { lazy, type ReactNode, Suspense } from 'react';
import { BlockBoundary } from '@/components/ui/block-boundary';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { loadHelpTabs } from '@/features/brand/system';
import { loadHomeDownloadBlock } from '@/features/content/download';
import { GameMenu } from '@/features/games/games';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CategoryGrid } from '../components/category-grid';
import { HomeLotteryBoard } from '../slots';

// The game rows bring the carousel library; home's first paint does not wait for them.
const HomeGameBlocks = lazy(() =>
  import('@/features/games/games').then((m) => ({ default: m.HomeGameBlocks })),
);

// Below a phone's first screen: their code (the winner board's, the QR encoder's) is fetched as the
// visitor scrolls towards them, not beside the page's own before its first paint; the lottery
// board's the same way, through the slot the shell fills (app/slots).
const HelpTabs = lazy(() => loadHelpTabs().then((m) => ({ default: m.HelpTabs })));
const HomeDownloadBlock = lazy(() => loadHomeDownloadBlock().then((m) => ({ default: m.HomeDownloadBlock })));

/**
 * A block built when it comes near the screen, holding its place while its code arrives; code that
 * does not arrive is reported in the block's place, not over the whole page.
 */
function BelowTheFold({ id, size, children }: { id: string; size: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RenderWhenNear id={id} placeholderClassName={size}>
      <BlockBoundary>
        <Suspense
          fallback={
            <div
              role="status"
              aria-label={t('app.loading')}
              className={`${size} animate-pulse rounded-2xl bg-surface-2`}
            />
          }
        >
          {children}
        </Suspense>
      </BlockBoundary>
    </RenderWhenNear>
  );
}

/**
 * Home (§2 Home page). The layout already placed the banner and the notice ticker above; this adds
 * the game menu, the category doorways, the game blocks (search, hot, providers, one row per
 * category, winner board), the help tabs and the download block with the Android and iOS QR codes.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="home-page" className="space-y-6">
      {/* The banner says where the player is; screen readers get the page's name as its title. */}
      <h1 className="sr-only">{t('page.home')}</h1>
      <GameMenu />
      <CategoryGrid />
      <BlockBoundary>
        <Suspense fallback={<div role="status" className="h-64 animate-pulse rounded-2xl bg-surface-2" />}>
          {/* Each block below the rows is built as the visitor scrolls towards it. */}
          <HomeGameBlocks>
            <BelowTheFold id="home-lottery" size="h-96">
              <HomeLotteryBoard variant="home" />
            </BelowTheFold>
            <BelowTheFold id="home-help" size="h-64">
              <HelpTabs />
            </BelowTheFold>
            <BelowTheFold id="home-download" size="h-40">
              <HomeDownloadBlock />
            </BelowTheFold>
          </HomeGameBlocks>
        </Suspense>
      </BlockBoundary>
    </div>
  );
}

import { LIST_PAGE_SIZE } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { gamePageQueryOptions, hotGamesQueryOptions } from '../api/game-list';
import { CATEGORY_META } from '../model/category-meta';
import type { GameCategory } from '../model/game-categories';
import { useGameCategories } from '../model/use-game-categories';
import { useVendorClick } from '../model/use-vendor-click';
import { ART, GameImage } from './game-image';
import { HomeGameRow } from './home-game-row';
import { ProviderRow } from './provider-row';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { SliderRow } from './slider-row';
import { WinnerBoard } from './winner-board';

const SINGLE_GAME_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

const CategoryRow = memo(function CategoryRow({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const vendorClick = useVendorClick();
  const cardsOnly = SINGLE_GAME_CATEGORIES.includes(category.code);
  const gameType = category.code === 'LOTTERY' ? undefined : category.code;
  const games = useQuery({
    ...gamePageQueryOptions({ gameType, gameClassify: 'ALL', language, pageSize: LIST_PAGE_SIZE }, 1),
    enabled: !cardsOnly,
  });
  const meta = CATEGORY_META[category.code];
  const title = t(`category.${category.code}`);
  const id = category.code.toLowerCase();

  if (cardsOnly) {
    return (
      <SliderRow
        id={id}
        icon={meta.icon}
        title={title}
        moreTo={category.path ?? undefined}
        slideClassName="w-64 sm:w-72"
        slides={category.cards.map((card) => ({
          key: card.vassalage,
          node: (
            <button
              type="button"
              onClick={() => vendorClick.click(card)}
              data-testid={`vendor-card-${card.vassalage}`}
              className="group block w-full overflow-hidden rounded-2xl border border-line bg-surface text-start shadow-card transition hover:border-accent/60"
            >
              <GameImage src={card.lagerIcon} alt="" size={ART.vendorWide} className="aspect-[16/7] w-full" />
              <span className="block truncate px-3 py-2 text-sm font-semibold text-fg">
                {card.displayName}
              </span>
            </button>
          ),
        }))}
      />
    );
  }
  return (
    <HomeGameRow
      id={id}
      icon={meta.icon}
      title={title}
      moreTo={category.path ?? undefined}
      games={games.data?.games}
      status={games.status}
      error={games.error}
    />
  );
});

/**
 * §2 Home page, game parts: the search box (its results replace the rows), hot games, the provider
 * carousel, one row per game category (lottery skipped) and the winner board, then `children` (the
 * home page's later blocks) once the rows are in place.
 */
export function HomeGameBlocks({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const gameName = params.get('gameName')?.trim() ?? '';
  const { categories, status } = useGameCategories();
  // The blocks after the rows are placed once the rows are: before that they would sit right under
  // the hot row, near the first screen, and be built at once.
  const settled = status !== 'pending';
  const hot = useQuery(hotGamesQueryOptions(language));
  const hotShown = useMemo(() => hot.data?.slice(0, LIST_PAGE_SIZE), [hot.data]);
  const vendorClick = useVendorClick();
  const search = (name: string) => setParams(name ? { gameName: name } : {});
  const seen = new Set<string>();
  const vendors = categories
    .filter((c) => c.code !== 'LOTTERY')
    .flatMap((c) => c.cards)
    .filter((c) => !seen.has(c.vassalage) && seen.add(c.vassalage));

  return (
    <div data-testid="home-game-blocks" className="space-y-8">
      <SearchBox value={gameName} onSearch={search} className="max-w-xl" />
      {gameName ? (
        <SearchResults key={gameName} gameName={gameName} onClear={() => search('')} />
      ) : (
        <>
          {/* On a phone the hot row starts below the first screen, like every row after it; its
              place is known once the category tiles above it are. */}
          <RenderWhenNear id="home-row-HOT" placeholderClassName="h-72" waitFor={!settled}>
            <HomeGameRow
              id="hot"
              icon="fire"
              title={t('page.hot')}
              moreTo="/hot"
              games={hotShown}
              status={hot.status}
              error={hot.error}
            />
          </RenderWhenNear>
          {vendors.length > 0 ? (
            <RenderWhenNear id="home-providers" placeholderClassName="h-32" waitFor={!settled}>
              <section aria-label={t('games.providers')} className="space-y-3">
                <h2 className="text-lg font-bold text-fg">{t('games.providers')}</h2>
                <ProviderRow
                  home
                  cards={vendors}
                  selected={null}
                  onPick={(card) => card && vendorClick.click(card)}
                />
              </section>
            </RenderWhenNear>
          ) : null}
          {categories
            .filter((c) => c.code !== 'LOTTERY')
            .map((category) => (
              <RenderWhenNear
                key={category.code}
                id={`home-row-${category.code}`}
                placeholderClassName="h-72"
              >
                <CategoryRow category={category} />
              </RenderWhenNear>
            ))}
          {settled ? (
            <RenderWhenNear id="home-winners" placeholderClassName="h-96">
              <WinnerBoard />
            </RenderWhenNear>
          ) : null}
        </>
      )}
      {settled ? children : null}
    </div>
  );
}

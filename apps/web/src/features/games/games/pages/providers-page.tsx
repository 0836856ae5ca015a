import { Link, useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ART, GameImage } from '../components/game-image';
import { GameListView } from '../components/game-list-view';
import { LobbyHeading } from '../components/lobby-heading';
import { LobbyResults } from '../components/lobby-results';
import { VendorCardGrid } from '../components/vendor-card-grid';
import { CATEGORY_META } from '../model/category-meta';
import { useGameCategories } from '../model/use-game-categories';
import { useVendorClick } from '../model/use-vendor-click';

/**
 * /providers?vassalage={vendor}: one vendor's games across its categories; without a vendor, every
 * vendor by category (the side bar's All entry). §2: no provider row and no tab strip here.
 */
export function ProvidersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const { categories, status } = useGameCategories();
  const vendorClick = useVendorClick();
  const card = categories.flatMap((c) => c.cards).find((c) => c.vassalage === vassalage);

  if (vassalage) {
    return (
      <section
        id="lobby-top"
        data-testid="lobby-page"
        data-kind="provider"
        className="scroll-mt-20 space-y-5"
      >
        <div className="flex items-center gap-3">
          <Link
            to="/providers"
            aria-label={t('games.allProviders')}
            className="grid size-9 place-items-center rounded-xl border border-line text-muted hover:text-fg"
          >
            <Icon name="chevronLeft" className="size-4" />
          </Link>
          <GameImage src={card?.iconUrl} alt="" size={ART.vendor} className="size-10 rounded-xl" />
          <h1 className="truncate text-xl font-extrabold text-fg sm:text-2xl">
            {card?.displayName ?? vassalage}
          </h1>
        </div>
        <LobbyResults
          key={vassalage}
          listType="game"
          vassalage={vassalage}
          classify="ALL"
          gameName=""
          place={{ on: 'page', page: 'providers' }}
        />
      </section>
    );
  }

  return (
    <section data-testid="lobby-page" data-kind="providers" className="space-y-8">
      <LobbyHeading icon="grid" title={t('page.providers')} />
      {status !== 'success' ? (
        <GameListView
          games={undefined}
          status={status}
          place={{ on: 'page', page: 'providers' }}
          skeletons={6}
        />
      ) : (
        categories.map((category) => (
          <div key={category.code} className="space-y-3">
            <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
              <Icon name={CATEGORY_META[category.code].icon} className="size-5 text-accent" />
              {t(`category.${category.code}`)}
            </h2>
            <VendorCardGrid cards={category.cards} onPick={vendorClick.click} pending={vendorClick.pending} />
          </div>
        ))
      )}
    </section>
  );
}

import { CARD_LOBBY_TYPES, type GameType, type VendorCard } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLoginGate } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRouteHandle } from '@/lib/route-handle';
import { classificationsFor, vassGameTypeQueryOptions } from '../api/vendors';
import { ClassifyStrip } from '../components/classify-strip';
import { GameListView } from '../components/game-list-view';
import { ListSwitch } from '../components/list-switch';
import { LobbyHeading } from '../components/lobby-heading';
import { LobbyResults } from '../components/lobby-results';
import { LobbyRows } from '../components/lobby-rows';
import { ProviderRow } from '../components/provider-row';
import { SearchBox } from '../components/search-box';
import { VendorCardGrid } from '../components/vendor-card-grid';
import { CATEGORY_META } from '../model/category-meta';
import { classificationMenu, defaultClassify, showsClassifyStrip } from '../model/classification-menu';
import type { MenuCategory } from '../model/game-categories';
import { type ListType, listTypeNeedsMember, nextListType } from '../model/list-type';
import { useGameCategories } from '../model/use-game-categories';
import { useVendorClick } from '../model/use-vendor-click';

/** Route page key -> the game type its lobby lists (§9 categories to routes). */
const PAGE_TYPES: Record<string, GameType> = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  inhouse: 'INHOUSE',
  cockfight: 'COCKFIGHT',
  bingo: 'BINGO',
};

/** One lobby per game category (§2 Game lobby): /rng, /live, /fish, /pvp, /sports, … */
export function CategoryLobbyPage() {
  const handle = useRouteHandle();
  const gameType = PAGE_TYPES[handle?.page ?? ''] ?? 'RNG';
  // A new category starts from a clean lobby.
  return <CategoryLobby key={gameType} gameType={gameType} page={handle?.page ?? 'rng'} />;
}

function CategoryLobby({ gameType, page }: { gameType: GameType; page: string }) {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage');
  const { categories, status: vendorStatus } = useGameCategories();
  const cards = categories.find((c) => c.code === gameType)?.cards ?? [];
  const vass = useQuery(vassGameTypeQueryOptions());
  const [listType, setListType] = useState<ListType>('game');
  const [classify, setClassify] = useState(defaultClassify(gameType));
  const [gameName, setGameName] = useState('');
  const vendorClick = useVendorClick();
  // Bumped to start the list again from page 1 even when nothing that selects it changed.
  const [generation, setGeneration] = useState(0);
  // The vendor filter also changes from outside (menus, links): that too starts a clean game list.
  const [seenVassalage, setSeenVassalage] = useState(vassalage);
  if (seenVassalage !== vassalage) {
    setSeenVassalage(vassalage);
    setListType('game');
    setClassify(defaultClassify(gameType));
  }
  // §2 Game menu: picking this lobby's entry again (a new navigation to the same URL) resets the
  // list state: game list, default classification, no search, page 1.
  const location = useLocation();
  const [seenNavigation, setSeenNavigation] = useState({ key: location.key, search: location.search });
  if (seenNavigation.key !== location.key) {
    setSeenNavigation({ key: location.key, search: location.search });
    if (seenNavigation.search === location.search) {
      setListType('game');
      setClassify(defaultClassify(gameType));
      setGameName('');
      setGeneration((g) => g + 1);
    }
  }
  const meta = CATEGORY_META[gameType as MenuCategory];
  const title = t(`category.${gameType as MenuCategory}`);
  const pickProvider = (card: VendorCard | null) => {
    // §4 Provider click: back to the game list on page 1; the selected provider again clears it.
    const next = card && card.vassalage !== vassalage ? card.vassalage : null;
    setListType('game');
    setParams(next ? { vassalage: next } : {});
  };

  const pickListType = (picked: ListType) => {
    const next = nextListType(listType, picked);
    if (listTypeNeedsMember(next)) gate(() => setListType(next));
    else setListType(next);
  };

  if (CARD_LOBBY_TYPES.includes(gameType)) {
    const shown = vassalage ? cards.filter((c) => c.vassalage === vassalage) : cards;
    return (
      <section data-testid="lobby-page" data-game-type={gameType} className="space-y-5">
        <LobbyHeading icon={meta.icon} title={title} />
        <ProviderRow cards={cards} selected={vassalage} onPick={pickProvider} />
        {vendorStatus === 'pending' || shown.length === 0 ? (
          <GameListView
            games={vendorStatus === 'pending' ? undefined : []}
            status={vendorStatus}
            place={{ on: 'page', page }}
            skeletons={3}
          />
        ) : (
          <VendorCardGrid cards={shown} onPick={vendorClick.click} pending={vendorClick.pending} />
        )}
      </section>
    );
  }

  const menu = classificationMenu(gameType, classificationsFor(vass.data, gameType, vassalage));
  const strip = listType === 'game' && showsClassifyStrip('category', gameType, classify);
  return (
    <section
      id="lobby-top"
      data-testid="lobby-page"
      data-game-type={gameType}
      className="scroll-mt-20 space-y-5"
    >
      <LobbyHeading icon={meta.icon} title={title}>
        <ListSwitch value={listType} onPick={pickListType} />
        <SearchBox value={gameName} onSearch={setGameName} className="w-full sm:w-64" />
      </LobbyHeading>
      <LobbyRows
        pending={vendorStatus === 'pending' || vass.isPending}
        providers={{ cards, selected: vassalage, onPick: pickProvider }}
        strip={strip ? { menu, value: classify, onChange: setClassify } : null}
      />
      <LobbyResults
        key={[listType, vassalage, classify, gameName, generation].join('|')}
        listType={listType}
        gameType={gameType}
        vassalage={vassalage}
        classify={classify}
        gameName={gameName}
        place={{ on: 'page', page }}
      />
    </section>
  );
}

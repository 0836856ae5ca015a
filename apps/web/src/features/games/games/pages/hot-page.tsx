import type { VendorCard } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { hotGamesQueryOptions } from '../api/game-list';
import { GameListView } from '../components/game-list-view';
import { LobbyHeading } from '../components/lobby-heading';
import { ProviderRow } from '../components/provider-row';
import { useGameCategories } from '../model/use-game-categories';

/** /hot: the merchant's hot list (§7 GCSGAME_hotGamesV2), filtered by a provider when one is picked. */
export function HotPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage');
  const hot = useQuery(hotGamesQueryOptions(language, undefined, vassalage));
  const all = useQuery(hotGamesQueryOptions(language));
  const { categories } = useGameCategories();

  // Only vendors that have hot games are worth a logo here.
  const cards = useMemo(() => {
    const withHot = new Set((all.data ?? []).map((g) => g.vassalage));
    const seen = new Set<string>();
    return categories
      .flatMap((c) => c.cards)
      .filter((c) => withHot.has(c.vassalage) && !seen.has(c.vassalage) && seen.add(c.vassalage));
  }, [all.data, categories]);

  const pick = (card: VendorCard | null) =>
    setParams(card && card.vassalage !== vassalage ? { vassalage: card.vassalage } : {});

  return (
    <section data-testid="lobby-page" data-kind="hot" className="space-y-5">
      <LobbyHeading icon="fire" title={t('page.hot')} />
      <ProviderRow cards={cards} selected={vassalage} onPick={pick} />
      <GameListView
        games={hot.data}
        status={hot.status}
        error={hot.error}
        onRetry={() => void hot.refetch()}
        place={{ on: 'page', page: 'hot' }}
        empty={{ icon: 'fire', title: t('games.emptyHot') }}
      />
    </section>
  );
}

import { SEARCH_PAGE_SIZE } from '@pf/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { gamePagesInfiniteOptions } from '../api/game-list';
import { GameListView } from './game-list-view';

/**
 * §2 search results: a lobby list of every category, 28 a page (§9), grown with 'load more'.
 * Results opened by a new address (the visitor's search) come into view under the fixed header:
 * that address starts at the page's top, above the banner and the category doorways. Back and
 * forward keep the position the visitor had.
 */
export function SearchResults({ gameName, onClear }: { gameName: string; onClear: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  const arrival = useRef(navigationType);
  useEffect(() => {
    if (arrival.current !== 'POP') heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const { code: language } = useLanguage();
  const results = useInfiniteQuery(
    gamePagesInfiniteOptions({ gameName, gameClassify: 'ALL', language, pageSize: SEARCH_PAGE_SIZE }),
  );
  const last = results.data?.pages.at(-1);
  const games = results.data?.pages.flatMap((p) => p.games);

  return (
    <section data-testid="search-results" aria-labelledby="search-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <h2
          ref={heading}
          id="search-title"
          className="me-auto min-w-0 scroll-mt-20 text-lg font-bold break-words text-fg"
        >
          {t('games.searchResults', { name: gameName })}
          {last ? (
            <span className="ms-2 text-sm font-medium text-muted">
              {t('games.found', { count: last.total })}
            </span>
          ) : null}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <Icon name="close" className="size-4" />
          {t('games.clearSearch')}
        </Button>
      </div>
      <GameListView
        games={games}
        status={results.status}
        error={results.error}
        onRetry={() => void results.refetch()}
        place={{ on: 'home', row: 'search' }}
        empty={{
          icon: 'gamepad',
          title: t('games.noMatch', { name: gameName }),
          message: t('games.noMatchHint'),
        }}
        footer={
          results.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                data-testid="load-more"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {results.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                {t('games.loadMore')}
              </Button>
            </div>
          ) : null
        }
      />
    </section>
  );
}

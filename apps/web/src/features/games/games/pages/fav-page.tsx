import { DEMO_ACCOUNT_FLAG } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useLoginGate } from '@/features/identity/auth';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { favouriteListQueryOptions } from '../api/member-lists';
import { GameListView } from '../components/game-list-view';
import { LobbyHeading } from '../components/lobby-heading';

/**
 * /fav: the member's favourites (up to 999, §9). §6: the route needs a login, so a visitor gets the
 * login pop-up on arrival and a demo account the 'register first' warning.
 */
export function FavPage() {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const token = useSessionStore((s) => s.token);
  const demo = useSessionStore((s) => s.profile?.isAgent === DEMO_ACCOUNT_FLAG);
  const member = token !== null && !demo;
  const { code: language } = useLanguage();
  const list = useQuery({ ...favouriteListQueryOptions({ token, language }), enabled: member });

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once on arrival, not on each render
  useEffect(() => {
    if (!member) gate();
  }, [member]);

  return (
    <section data-testid="lobby-page" data-kind="fav" className="space-y-5">
      <LobbyHeading icon="heart" title={t('page.fav')} />
      {member ? (
        <GameListView
          games={list.data}
          status={list.status}
          error={list.error}
          onRetry={() => void list.refetch()}
          place={{ on: 'page', page: 'fav' }}
          empty={{
            icon: 'heart',
            title: t('games.emptyFav'),
            message: t('games.emptyFavHint'),
            action: <LinkButton to="/rng">{t('games.browse')}</LinkButton>,
          }}
        />
      ) : (
        <EmptyState
          testId="fav-login"
          icon="lock"
          title={t('games.favLoginTitle')}
          message={demo ? t('auth.registerFirst') : t('games.favLoginHint')}
          action={
            <Button onClick={() => gate()}>{demo ? t('auth.increaseSubmit') : t('games.login')}</Button>
          }
          className="rounded-2xl border border-dashed border-line bg-surface/50"
        />
      )}
    </section>
  );
}

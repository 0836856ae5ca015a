import type { GameType } from '@pf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { gamesKeys } from '@/features/games/query-keys';
import { useLoginGate } from '@/features/identity/auth';
import { showAlert } from '@/lib/alert-store';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { memberQueryOptions } from '@/lib/member-query';
import { useRealMember, useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

/** §7 MCSFE_getFavoriteGames: the ids of the member's favourite games, newest first. */
export const favouriteIdsQueryOptions = (token: string | null) =>
  memberQueryOptions(
    token,
    gamesKeys.favouriteIds(token),
    (signal) => callApi('games.favouriteIds', { signal }).then((v) => v.ids),
    { staleTime: 5 * 60_000 },
  );

/** The favourite ids of a real member; visitors and demo accounts have none. */
export function useFavouriteIds(): ReadonlySet<number> {
  const token = useSessionStore((s) => s.token);
  const real = useRealMember();
  const { data } = useQuery(favouriteIdsQueryOptions(real ? token : null));
  return new Set(data ?? []);
}

/** The §7 add/remove payload. */
export interface FavouriteTarget {
  nodeId: number;
  vassalage: string;
  gameType: GameType;
}

/**
 * §4 favourite toggling, behind the login gate: adds or removes the id, showing the change at once
 * and putting it back if the server refuses.
 */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const idsKey = favouriteIdsQueryOptions(token).queryKey;

  const mutation = useMutation({
    mutationFn: ({ game, add }: { game: FavouriteTarget; add: boolean }) =>
      callApi(add ? 'games.favouriteAdd' : 'games.favouriteRemove', {
        body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
      }),
    onMutate: async ({ game, add }) => {
      await client.cancelQueries({ queryKey: idsKey });
      const before = client.getQueryData<number[]>(idsKey);
      client.setQueryData<number[]>(idsKey, (ids = []) =>
        add
          ? [game.nodeId, ...ids.filter((id) => id !== game.nodeId)]
          : ids.filter((id) => id !== game.nodeId),
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      client.setQueryData(idsKey, context?.before);
      void showAlert({ message: errorText(t, error) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.favourites }),
  });

  return useCallback(
    (game: FavouriteTarget, isFavourite: boolean) => {
      gate(() => mutation.mutate({ game, add: !isFavourite }));
    },
    [gate, mutation],
  );
}

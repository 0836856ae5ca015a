import { type ContractResponse, type GameType, vendorLanesQuery } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { gamesKeys } from '@/features/games/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

/** §7 GCSGAME_newGameVendor: one lane per game type with the merchant's vendors. */
export const vendorLanesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.vendors(language),
    queryFn: ({ signal }) =>
      callApi('games.vendors', { query: vendorLanesQuery(language), signal }).then((v) => v.data.lanes),
    staleTime: 5 * 60_000,
  });

/** Per vendor and for all vendors: each game type's classifications, counts and menu. */
export type VassGameTypes = ContractResponse<Calls['games.vendorGameTypes']>;

/** §7 GCSGAME_getVassGameType: the classifications each vendor's games use, per game type. */
export const vassGameTypeQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.vendorGameTypes(),
    queryFn: ({ signal }) => callApi('games.vendorGameTypes', { signal }),
    staleTime: 5 * 60_000,
  });

/** The classification mapping for a game type, of one vendor or of all of them. */
export function classificationsFor(
  data: VassGameTypes | undefined,
  gameType: GameType,
  vassalage: string | null,
): string[] {
  if (!data) return [];
  const types = vassalage ? data.list.find((v) => v.vassalage === vassalage)?.gameTypes : data.gameTypes;
  return types?.find((t) => t.gameType === gameType)?.gameClassify ?? [];
}

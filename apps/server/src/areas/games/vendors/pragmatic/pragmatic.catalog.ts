import type { GameType } from '@pf/shared';
import { z } from 'zod';
import type { Db } from '../../../../db/kysely.ts';
import {
  importVendorGames,
  listRefused,
  listUnreadable,
  livePlace,
  parsedEntries,
} from '../catalog-import.ts';
import type { ImportedGame } from '../vendor-catalog.repository.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import { signPragmatic } from './pragmatic.hash.ts';
import { PRAGMATIC } from './pragmatic.wallet.ts';

/** Where Pragmatic's integration API answers its game list, under the API address. */
export const GET_CASINO_GAMES_PATH = '/IntegrationService/v3/http/CasinoGameAPI/getCasinoGames/';

const listedGame = z.looseObject({
  gameID: z.string().regex(/^[\x21-\x7e]{1,64}$/),
  gameName: z.string().min(1).max(200),
  gameTypeID: z.string().max(16).optional(),
  typeDescription: z.string().max(100).optional(),
  technology: z.string().max(64).optional(),
  platform: z.string().max(100).optional(),
});
const gameListAnswer = z.looseObject({
  error: z.union([z.string(), z.number()]),
  description: z.string().optional(),
  gameList: z.array(z.unknown()).optional(),
});

export type ListedGame = z.output<typeof listedGame>;

/**
 * Where a listed game goes in the catalog: live games by their table (a live game of another kind
 * has no place and is left out), slots and the rest of the RNG games by theirs.
 */
export function placeOf(g: ListedGame): { gameType: GameType; classify: string } | null {
  const kind = `${g.typeDescription ?? ''} ${g.gameName}`;
  if (g.gameTypeID === 'lg' || /live/i.test(g.typeDescription ?? '')) {
    return livePlace(kind);
  }
  if (/slot/i.test(g.typeDescription ?? '') || g.gameTypeID === 'vs' || g.gameTypeID === 'cs') {
    return { gameType: 'RNG', classify: 'SLOT' };
  }
  if (/blackjack|roulette|baccarat|poker|table/i.test(kind)) return { gameType: 'RNG', classify: 'TABLE' };
  return { gameType: 'RNG', classify: 'ARCADE' };
}

/** Calls Pragmatic's getCasinoGames for the connection: a form POST with secureLogin and its hash. */
export async function fetchCasinoGames(c: VendorConnection, apiUrl: string): Promise<ListedGame[]> {
  const form = new URLSearchParams(signPragmatic({ secureLogin: c.login }, c.secret));
  let body: unknown;
  try {
    const res = await fetch(`${apiUrl.replace(/\/$/, '')}${GET_CASINO_GAMES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(15_000),
    });
    body = await res.json();
  } catch {
    throw listUnreadable();
  }
  const answer = gameListAnswer.safeParse(body);
  if (!answer.success || String(answer.data.error) !== '0') throw listRefused();
  return parsedEntries(answer.data.gameList ?? [], listedGame);
}

/** Puts the listed games in the catalog for the connection's merchant; a rerun adds nothing twice. */
export async function importCasinoGames(db: Db, c: VendorConnection, games: ListedGame[]) {
  const placed = games.flatMap((g, i) => {
    const place = placeOf(g);
    if (!place) return [];
    const row: ImportedGame = { code: g.gameID, name: g.gameName, ...place, minBet: 100n, sort: 2000 + i };
    return [row];
  });
  const vendor = { code: PRAGMATIC, name: 'Pragmatic Play', sort: 2000 };
  return importVendorGames(db, c, vendor, games.length, placed);
}

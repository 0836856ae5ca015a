import type { GameType } from '@pf/shared';
import { z } from 'zod';
import type { Db } from '../../../../db/kysely.ts';
import { AppError } from '../../../../plugins/errors.ts';
import { type ImportedGame, vendorCatalogRepository } from '../vendor-catalog.repository.ts';
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

const LIVE_KINDS: [RegExp, string][] = [
  [/baccarat/i, 'BACCARAT'],
  [/roulette/i, 'ROULETTE'],
  [/sic ?bo/i, 'SICBO'],
  [/dragon ?tiger/i, 'DRAGONTIGER'],
  [/blackjack/i, 'BLACKJACK'],
];

/**
 * Where a listed game goes in the catalog: live games by their table (a live game of another kind
 * has no place and is left out), slots and the rest of the RNG games by theirs.
 */
export function placeOf(g: ListedGame): { gameType: GameType; classify: string } | null {
  const kind = `${g.typeDescription ?? ''} ${g.gameName}`;
  if (g.gameTypeID === 'lg' || /live/i.test(g.typeDescription ?? '')) {
    const live = LIVE_KINDS.find(([re]) => re.test(kind));
    return live ? { gameType: 'LIVE', classify: live[1] } : null;
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
    throw new AppError('VENDOR_UNAVAILABLE', "The vendor's game list could not be read", null, 502);
  }
  const answer = gameListAnswer.safeParse(body);
  if (!answer.success || String(answer.data.error) !== '0') {
    throw new AppError('VENDOR_UNAVAILABLE', 'The vendor refused the game list call', null, 502);
  }
  // A malformed entry is skipped rather than failing the whole list.
  return (answer.data.gameList ?? []).flatMap((g) => {
    const parsed = listedGame.safeParse(g);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Puts the listed games in the catalog for the connection's merchant; a rerun adds nothing twice. */
export async function importCasinoGames(db: Db, c: VendorConnection, games: ListedGame[]) {
  const placed = games.flatMap((g, i) => {
    const place = placeOf(g);
    if (!place) return [];
    const row: ImportedGame = { code: g.gameID, name: g.gameName, ...place, minBet: 100n, sort: 2000 + i };
    return [row];
  });
  const created = await vendorCatalogRepository(db).transaction(async (trx) => {
    const repo = vendorCatalogRepository(trx);
    await repo.ensureVendor({
      code: PRAGMATIC,
      name: 'Pragmatic Play',
      merchantId: c.merchantId,
      types: [...new Set(placed.map((g) => g.gameType))],
      sort: 2000,
    });
    let fresh = 0;
    for (const g of placed) if (await repo.upsertGame(PRAGMATIC, g)) fresh++;
    return fresh;
  });
  return {
    vendorCode: PRAGMATIC,
    merchantCode: c.merchantCode,
    listed: games.length,
    imported: placed.length,
    created,
  };
}

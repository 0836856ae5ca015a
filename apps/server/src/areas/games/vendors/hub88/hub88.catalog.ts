import type { GameType } from '@pf/shared';
import { z } from 'zod';
import type { Db } from '../../../../db/kysely.ts';
import { AppError } from '../../../../plugins/errors.ts';
import {
  importVendorGames,
  listRefused,
  listUnreadable,
  livePlace,
  parsedEntries,
} from '../catalog-import.ts';
import type { ImportedGame } from '../vendor-catalog.repository.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import { GAME_LIST_PATH, operatorIdOf } from './hub88.launch.ts';
import { postSigned } from './hub88.post.ts';
import { parseHub88Keys } from './hub88.signature.ts';
import { HUB88 } from './hub88.wallet.ts';

const listedGame = z.looseObject({
  game_code: z.string().regex(/^[\x21-\x7e]{1,64}$/),
  name: z.string().min(1).max(200),
  category: z.string().max(100).nullish(),
  product: z.string().max(100).nullish(),
  enabled: z.boolean().nullish(),
  platforms: z.array(z.string().max(32)).nullish(),
});

export type ListedHub88Game = z.output<typeof listedGame>;

/**
 * Where a listed game goes in the catalog, by Hub88's category: live tables by their kind (a live
 * game of another kind has no place and is left out), slots, table games, the rest as arcade.
 */
export function placeOfHub88(g: ListedHub88Game): { gameType: GameType; classify: string } | null {
  const category = g.category ?? '';
  if (/live/i.test(category)) {
    return livePlace(`${category} ${g.name}`);
  }
  if (/slot/i.test(category)) return { gameType: 'RNG', classify: 'SLOT' };
  if (/table|card|blackjack|roulette|baccarat|poker/i.test(category))
    return { gameType: 'RNG', classify: 'TABLE' };
  return { gameType: 'RNG', classify: 'ARCADE' };
}

/** Calls Hub88's game/list for the connection: a signed POST naming the operator id. */
export async function fetchHub88Games(c: VendorConnection, apiUrl: string): Promise<ListedHub88Game[]> {
  const keys = parseHub88Keys(c.secret);
  if (!keys) throw new AppError('VENDOR_UNAVAILABLE', 'The Hub88 connection has no usable keys', null, 502);
  let json: unknown;
  let status = 0;
  try {
    const res = await postSigned(
      `${apiUrl.replace(/\/$/, '')}${GAME_LIST_PATH}`,
      { operator_id: operatorIdOf(c) },
      keys.operatorKey,
    );
    json = res.json;
    status = res.status;
  } catch {
    throw listUnreadable();
  }
  if (status !== 200 || !Array.isArray(json)) throw listRefused();
  return parsedEntries(json, listedGame);
}

/** Puts the listed, enabled games in the catalog for the connection's merchant; a rerun adds nothing twice. */
export async function importHub88Games(db: Db, c: VendorConnection, games: ListedHub88Game[]) {
  const placed = games.flatMap((g, i) => {
    const place = g.enabled === false ? null : placeOfHub88(g);
    if (!place) return [];
    const row: ImportedGame = { code: g.game_code, name: g.name, ...place, minBet: 100n, sort: 2100 + i };
    return [row];
  });
  return importVendorGames(db, c, { code: HUB88, name: 'Hub88', sort: 2100 }, games.length, placed);
}

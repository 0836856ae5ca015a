import { z } from 'zod';
import type { Db } from '../../../../db/kysely.ts';
import { AppError } from '../../../../plugins/errors.ts';
import { importVendorGames, listRefused, listUnreadable } from '../catalog-import.ts';
import type { ImportedGame } from '../vendor-catalog.repository.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import { EVOLUTION } from './evolution.wallet.ts';

/** Evolution's lobby state call (its game list), under the API address. */
export const statePath = (casinoKey: string) => `/api/lobby/v1/${encodeURIComponent(casinoKey)}/state`;

const listedTable = z.looseObject({
  name: z.string().min(1).max(200),
  gameType: z.string().min(1).max(64),
});
const stateAnswer = z.looseObject({ tables: z.record(z.string(), z.unknown()) });

export interface ListedTable {
  id: string;
  name: string;
  gameType: string;
}

/** Evolution's table kinds (its `gameType`) in the catalog's live classes; others are left out. */
const KINDS: Record<string, string> = {
  baccarat: 'BACCARAT',
  roulette: 'ROULETTE',
  sicbo: 'SICBO',
  dragontiger: 'DRAGONTIGER',
  blackjack: 'BLACKJACK',
};
export const classOf = (gameType: string): string | undefined => KINDS[gameType.toLowerCase()];

/** HTTP Basic credentials of Evolution's API calls: the casino key and the API token. */
export const basicAuth = (casinoKey: string, apiToken: string) =>
  `Basic ${Buffer.from(`${casinoKey}:${apiToken}`, 'utf8').toString('base64')}`;

/** Calls Evolution's lobby state for the connection and answers its tables. */
export async function fetchTables(c: VendorConnection, apiUrl: string): Promise<ListedTable[]> {
  if (!c.apiToken) throw new AppError('VENDOR_UNAVAILABLE', 'The connection has no API token', null, 502);
  let body: unknown;
  try {
    const url = `${apiUrl.replace(/\/$/, '')}${statePath(c.login)}?gameProvider=evolution`;
    const res = await fetch(url, {
      headers: { authorization: basicAuth(c.login, c.apiToken), accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch {
    throw listUnreadable();
  }
  const answer = stateAnswer.safeParse(body);
  if (!answer.success) throw listRefused();
  // A malformed table is skipped rather than failing the whole list.
  return Object.entries(answer.data.tables).flatMap(([id, t]) => {
    const parsed = listedTable.safeParse(t);
    return parsed.success && /^[\x21-\x7e]{1,64}$/.test(id) ? [{ id, ...parsed.data }] : [];
  });
}

/** Puts the listed tables in the live catalog for the connection's merchant; a rerun adds nothing twice. */
export async function importTables(db: Db, c: VendorConnection, tables: ListedTable[]) {
  const placed = tables.flatMap((t, i) => {
    const classify = classOf(t.gameType);
    if (!classify) return [];
    const row: ImportedGame = {
      code: t.id,
      name: t.name,
      gameType: 'LIVE',
      classify,
      minBet: 1_000_000n,
      sort: 3000 + i,
    };
    return [row];
  });
  const vendor = { code: EVOLUTION, name: 'Evolution', sort: 3000, types: ['LIVE' as const] };
  return importVendorGames(db, c, vendor, tables.length, placed);
}

import type { Db } from '../../../db/kysely.ts';
import { DEMO_VENDORS, demoRooms, type VendorSpec } from './game-catalog.ts';

const CHUNK = 500;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The vendors and the game types each offers. */
async function seedVendors(trx: Db, vendors: VendorSpec[]) {
  await trx
    .insertInto('game_vendors')
    .values(
      vendors.map((v, sort) => ({
        code: v.code,
        name: v.name,
        account_type_name: v.accountTypeName,
        sort,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('game_vendor_types')
    .values(
      vendors.flatMap((v, i) =>
        v.types.map((t) => ({
          vendor_code: v.code,
          game_type: t.gameType,
          is_hot: t.isHot,
          is_game: t.isGame,
          sort: i,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['vendor_code', 'game_type']).doNothing())
    .execute();
}

type SeededGame = ReturnType<typeof gamesOf>[number];
const gamesOf = (vendors: VendorSpec[]) =>
  vendors.flatMap((v) => v.types.flatMap((t) => t.games.map((g) => ({ v, t, g }))));

async function seedGames(trx: Db, games: SeededGame[]) {
  await inChunks(games, (chunk) =>
    trx
      .insertInto('games')
      .values(
        chunk.map(({ v, t, g }) => ({
          vendor_code: v.code,
          game_type: t.gameType,
          code: g.code,
          name: g.names.EN,
          classify: g.classify,
          is_hot: g.isHot,
          is_new: g.isNew,
          min_bet: g.minBet,
          min_line_num: g.minLineNum,
          maintenance: g.maintenance,
          sort: g.sort,
        })),
      )
      .onConflict((oc) => oc.columns(['vendor_code', 'code']).doNothing())
      .execute(),
  );
}

/** The id of each stored game by vendor and code. */
async function gameIds(trx: Db) {
  const ids = new Map(
    (await trx.selectFrom('games').select(['id', 'vendor_code', 'code']).execute()).map((r) => [
      `${r.vendor_code}/${r.code}`,
      r.id,
    ]),
  );
  return (vendor: string, code: string) => {
    const id = ids.get(`${vendor}/${code}`);
    if (id === undefined) throw new Error(`seeded game ${vendor}/${code} is missing`);
    return id;
  };
}

type IdOf = Awaited<ReturnType<typeof gameIds>>;

/** The games' names in the other languages. */
async function seedNames(trx: Db, games: SeededGame[], idOf: IdOf) {
  const names = games.flatMap(({ v, g }) =>
    (['VI', 'CN'] as const).flatMap((language) => {
      const name = g.names[language];
      return name ? [{ game_id: idOf(v.code, g.code), language, name }] : [];
    }),
  );
  await inChunks(names, (chunk) =>
    trx
      .insertInto('game_names')
      .values(chunk)
      .onConflict((oc) => oc.columns(['game_id', 'language']).doNothing())
      .execute(),
  );
}

async function seedRooms(trx: Db, vendors: VendorSpec[], idOf: IdOf) {
  const rooms = demoRooms(vendors);
  await inChunks(rooms, (chunk) =>
    trx
      .insertInto('pvp_rooms')
      .values(
        chunk.map((r) => ({
          game_id: idOf(r.vendor, r.gameCode),
          name: r.name,
          min_bet: r.minBet,
          max_players: r.maxPlayers,
          sort: r.sort,
        })),
      )
      .onConflict((oc) => oc.columns(['game_id', 'name']).doNothing())
      .execute(),
  );
}

/**
 * Loads the demo catalog in a handful of bulk statements and enables every vendor for the
 * merchant. Each insert skips rows that exist, so a second start changes nothing.
 */
export async function seedGameCatalog(
  db: Db,
  merchantId: number,
  vendors: VendorSpec[] = DEMO_VENDORS,
): Promise<{ games: number }> {
  return db.transaction().execute(async (trx) => {
    await seedVendors(trx, vendors);
    const games = gamesOf(vendors);
    await seedGames(trx, games);
    const idOf = await gameIds(trx);
    await seedNames(trx, games, idOf);
    await seedRooms(trx, vendors, idOf);
    await trx
      .insertInto('merchant_vendors')
      .values(vendors.map((v) => ({ merchant_id: merchantId, vendor_code: v.code })))
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
      .execute();
    return { games: games.length };
  });
}

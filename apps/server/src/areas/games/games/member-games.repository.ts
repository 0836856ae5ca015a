import type { GameType } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';

/** A member's favourite and recently played games (the lists themselves go through the catalog). */
export function memberGamesRepository(db: Db) {
  return {
    /** True when the row was new. */
    async addFavourite(merchantId: number, memberId: bigint, gameId: number): Promise<boolean> {
      const res = await db
        .insertInto('member_favourite_games')
        .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId })
        .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** True when a row was there to remove. */
    async removeFavourite(memberId: bigint, gameId: number): Promise<boolean> {
      const res = await db
        .deleteFrom('member_favourite_games')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return res.numDeletedRows > 0n;
    },

    async countFavourites(memberId: bigint): Promise<number> {
      const row = await db
        .selectFrom('member_favourite_games')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Ids of the member's favourites, newest first, optionally of one game type. */
    async favouriteIds(memberId: bigint, gameType?: GameType): Promise<number[]> {
      let q = db
        .selectFrom('member_favourite_games as f')
        .innerJoin('games as g', 'g.id', 'f.game_id')
        .select('f.game_id')
        .where('f.member_id', '=', memberId);
      if (gameType) q = q.where('g.game_type', '=', gameType);
      const rows = await q.orderBy('f.created_at', 'desc').orderBy('f.game_id').execute();
      return rows.map((r) => r.game_id);
    },

    /** Marks a game as just played: one row per (member, game), the time moves forward. */
    async touchRecent(merchantId: number, memberId: bigint, gameId: number, at: Date): Promise<void> {
      await db
        .insertInto('member_recent_games')
        .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId, played_at: at })
        .onConflict((oc) =>
          oc.columns(['member_id', 'game_id']).doUpdateSet((eb) => ({
            played_at: eb.fn('greatest', [
              eb.ref('member_recent_games.played_at'),
              eb.ref('excluded.played_at'),
            ]),
          })),
        )
        .execute();
    },
  };
}

export type MemberGamesRepository = ReturnType<typeof memberGamesRepository>;

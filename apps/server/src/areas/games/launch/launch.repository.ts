import type { Db } from '../../../db/kysely.ts';

export function launchRepository(db: Db) {
  return {
    /** The game a PVP room plays. */
    async gameOfRoom(roomId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('pvp_rooms')
        .select('game_id')
        .where('id', '=', roomId)
        .executeTakeFirst();
      return row?.game_id;
    },
  };
}

export type LaunchRepository = ReturnType<typeof launchRepository>;

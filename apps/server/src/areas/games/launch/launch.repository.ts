import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

export function launchRepository(db: Db) {
  return {
    /** The game a PVP room plays. */
    async gameOfRoom(roomId: number): Promise<number | undefined> {
      const row = await selectWhere(db, 'pvp_rooms', { id: roomId }).select('game_id').executeTakeFirst();
      return row?.game_id;
    },
  };
}

export type LaunchRepository = ReturnType<typeof launchRepository>;

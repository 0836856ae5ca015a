import { sql } from 'kysely';
import type { Q } from './lottery.repository.ts';

/** The sandbox's one write to a draw's times. Pass the transaction holding the draw's row lock. */
export function sandboxDrawRepository(db: Q) {
  return {
    /** Closes betting and sets the draw time to `at` (opening it too if it had not opened yet); held, the feed leaves it to operators. */
    async bringToNow(drawId: bigint, at: Date, feedHeld = false): Promise<void> {
      await sql`
        update lottery_draws
        set draw_at = ${at}, lock_at = ${at}, open_at = least(open_at, ${at}), status = 'locked',
          feed_held = ${feedHeld}
        where id = ${drawId}`.execute(db);
    },
  };
}

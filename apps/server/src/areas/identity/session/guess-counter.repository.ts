import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

export interface GuessRules {
  /** Guesses in one window; the guess that reaches it locks the account unless it is right. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** A guess allowed to be checked: its place among the window's guesses. */
export interface GuessTicket {
  slot: number;
}

/**
 * Password guesses of one account, in the database so every instance and every concurrent request
 * sees the same count. A guess is counted *before* its password is checked (`take`), in one
 * statement: of any number arriving at once, only `maxFailures` get a slot, the rest are refused
 * as locked. A right guess gives back its slot and those before it (`forgive`), as if the earlier
 * wrong ones had come after no success at all; the guesses after it stay counted.
 */
export function guessCounter(db: Db, scope: string, rules: GuessRules) {
  return {
    /** The end of the account's lock, or null. */
    async lockedUntil(subject: string, now: Date): Promise<Date | null> {
      const row = await selectWhere(db, 'guess_counters', { scope, subject })
        .select('locked_until')
        .executeTakeFirst();
      return row?.locked_until && row.locked_until > now ? row.locked_until : null;
    },

    /** Guesses counted in the current window (0 after the window or a lock ended). */
    async failures(subject: string, now: Date): Promise<number> {
      const row = await selectWhere(db, 'guess_counters', { scope, subject })
        .select(['failed_count', 'window_started_at', 'locked_until'])
        .executeTakeFirst();
      if (!row) return 0;
      if (row.locked_until && row.locked_until <= now) return 0;
      if (row.window_started_at.getTime() + rules.windowMs <= now.getTime()) return 0;
      return row.failed_count;
    },

    /** A slot for one guess, or null when the account is locked or its guesses are used up. */
    async take(subject: string, now: Date): Promise<GuessTicket | null> {
      const windowStart = new Date(now.getTime() - rules.windowMs);
      const lockUntil = new Date(now.getTime() + rules.lockMs);
      // A row whose lock or window has ended starts over.
      const stale = sql`(guess_counters.locked_until <= ${now}::timestamptz or guess_counters.window_started_at <= ${windowStart}::timestamptz)`;
      const next = sql`(case when ${stale} then 1 else guess_counters.failed_count + 1 end)`;
      const result = await sql<{ failed_count: number }>`
        insert into guess_counters as guess_counters (scope, subject, failed_count, window_started_at, locked_until)
        values (${scope}, ${subject}, 1, ${now}::timestamptz,
                case when 1 >= ${rules.maxFailures}::int then ${lockUntil}::timestamptz end)
        on conflict (scope, subject) do update set
          failed_count = ${next},
          window_started_at = case when ${stale} then ${now}::timestamptz else guess_counters.window_started_at end,
          locked_until = case when ${next} >= ${rules.maxFailures}::int then ${lockUntil}::timestamptz end
        where ${stale}
           or (guess_counters.locked_until is null and guess_counters.failed_count < ${rules.maxFailures}::int)
        returning failed_count`.execute(db);
      const row = result.rows[0];
      return row ? { slot: row.failed_count } : null;
    },

    /** The guess was right: its slot and the ones before it no longer count, and any lock goes. */
    async forgive(subject: string, ticket: GuessTicket): Promise<void> {
      await sql`
        update guess_counters set
          failed_count = greatest(failed_count - ${ticket.slot}::int, 0),
          locked_until = case when greatest(failed_count - ${ticket.slot}::int, 0) >= ${rules.maxFailures}::int
                              then locked_until end
        where scope = ${scope} and subject = ${subject}`.execute(db);
    },

    /**
     * Gives one counted guess back, for a try that turned out to be no guess (a staff member's
     * second step refused for a code already taken, or a challenge another try used first).
     */
    async giveBack(subject: string): Promise<void> {
      await sql`
        update guess_counters set
          failed_count = greatest(failed_count - 1, 0),
          locked_until = case when greatest(failed_count - 1, 0) >= ${rules.maxFailures}::int then locked_until end
        where scope = ${scope} and subject = ${subject}`.execute(db);
    },

    /** Clears the account (after its password was reset by other means). */
    async clear(subject: string): Promise<void> {
      await db
        .deleteFrom('guess_counters')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .execute();
    },
  };
}

export type GuessCounter = ReturnType<typeof guessCounter>;

import { randomBytes } from 'node:crypto';
import { type SeedCipher, seedCipher } from '../../../platform/seed-cipher.ts';
import { lotteryFeedSecretContext } from '../../games/index.ts';
import type { Q } from './lottery.repository.ts';

/**
 * A feed's secret: made at random the first time any instance asks, kept sealed in
 * `lottery_feed_secrets`, and the same for every instance afterwards (the first insert wins).
 */
export async function feedSecret(db: Q, feed: string, cipher: SeedCipher = seedCipher()): Promise<string> {
  const context = lotteryFeedSecretContext(feed);
  const read = () =>
    db.selectFrom('lottery_feed_secrets').select('secret_enc').where('feed', '=', feed).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('lottery_feed_secrets')
      .values({ feed, secret_enc: cipher.seal(randomBytes(32).toString('hex'), context) })
      .onConflict((oc) => oc.column('feed').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`the ${feed} feed has no secret`);
  return cipher.open(row.secret_enc, context);
}

/** The secret read once per process; a failed read is tried again on the next call. */
export function cachedFeedSecret(db: Q, feed: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= feedSecret(db, feed).catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
}

import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { demoHelpItems } from '../../brand/index.ts';

const WELCOME = {
  title: 'Welcome to Lucky Lotus',
  content:
    'Your account is ready. Messages from our team and answers to your feedback arrive here. Good luck and play responsibly!',
};

/**
 * Help articles of languages added after a database was first seeded (a brand's own edits are
 * kept: an existing anchor is never overwritten), and a welcome message in demo01's inbox.
 */
export async function seedDemoInbox(db: Db, merchantId: number, memberId: bigint): Promise<void> {
  await db
    .insertInto('help_items')
    .values(demoHelpItems.map((item) => ({ ...item, merchant_id: merchantId })))
    .onConflict((oc) => oc.columns(['merchant_id', 'language', 'anchor']).doNothing())
    .execute();
  const any = await selectWhere(db, 'member_messages', { member_id: memberId })
    .select('id')
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('member_messages')
    .values({ merchant_id: merchantId, member_id: memberId, kind: 'notice', ...WELCOME })
    .execute();
}

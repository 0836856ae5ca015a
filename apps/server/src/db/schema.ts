import type { GameTables } from '../modules/games/games.tables.ts';
import type { LedgerTables } from '../modules/ledger/ledger.tables.ts';
import type { MemberTables } from '../modules/member/member.tables.ts';
import type { MerchantTables } from '../modules/merchant/merchant.tables.ts';

/**
 * The whole database as Kysely sees it. Each feature declares its own tables in
 * `<feature>.tables.ts` and adds them here.
 */
export interface Database extends MerchantTables, LedgerTables, MemberTables, GameTables {}

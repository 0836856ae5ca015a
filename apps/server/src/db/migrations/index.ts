import type { Migration } from 'kysely';
import * as m0001 from './0001_merchants.ts';
import * as m0002 from './0002_members.ts';
import * as m0003 from './0003_ledger.ts';
import * as m0004 from './0004_games.ts';
import * as m0005 from './0005_member_security.ts';

/** Every migration, in order. Names sort lexically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_merchants': m0001,
  '0002_members': m0002,
  '0003_ledger': m0003,
  '0004_games': m0004,
  '0005_member_security': m0005,
};

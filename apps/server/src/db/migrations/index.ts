import type { Migration } from 'kysely';
import * as m0001 from './0001_merchants.ts';

/** Every migration, in order. Names sort lexically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_merchants': m0001,
};

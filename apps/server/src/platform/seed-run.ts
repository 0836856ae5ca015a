import type { Db } from '../db/kysely.ts';
import type { PasswordCost } from './password.ts';

/** How a demo seed runs (db/seed: `seedDemo`). */
export interface SeedOptions {
  passwordCost?: PasswordCost | undefined;
  /**
   * Connects the demo brand to the development simulators of outside vendors (default on);
   * production serves none, so a connection to one would only list games that cannot launch.
   */
  simulators?: boolean | undefined;
  /**
   * Days of the sandbox feed's past traditional results to seed (default 60 beside the
   * simulators, none without them: production shows no numbers but official ones).
   */
  lotteryHistoryDays?: number | undefined;
  /** The clock the history is seeded back from (default the real time). */
  now?: Date | undefined;
}

/** The rows one area's seed makes that a later area's seed needs. */
export interface DemoIds {
  merchantId: number;
  /** demo01, the demo player. */
  memberId: bigint;
  agentId: bigint;
  subAgentId: bigint;
}

/** One run of the demo seed, handed to each area's seed step in the order of the areas. */
export interface SeedRun {
  db: Db;
  log(msg: string): void;
  options: SeedOptions;
  /** Keeps ids for the steps after this one. */
  keep(ids: Partial<DemoIds>): void;
  /** An id an earlier step kept; throws when none did (the steps are out of order). */
  id<K extends keyof DemoIds>(name: K): DemoIds[K];
}

/** Each area's face exports one: its demo rows, idempotent (a second run changes nothing). */
export type SeedStep = (run: SeedRun) => Promise<void>;

export function seedRun(db: Db, log: (msg: string) => void, options: SeedOptions): SeedRun {
  const ids: Partial<DemoIds> = {};
  return {
    db,
    log,
    options,
    keep(more) {
      Object.assign(ids, more);
    },
    id(name) {
      const value = ids[name];
      if (value === undefined) throw new Error(`a seed step needs ${name}, which no earlier step kept`);
      return value as DemoIds[typeof name];
    },
  };
}

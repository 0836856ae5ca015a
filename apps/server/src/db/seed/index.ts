import { seedAgents } from '../../areas/agents/index.ts';
import { seedBrand } from '../../areas/brand/index.ts';
import { seedContent } from '../../areas/content/index.ts';
import { seedGames } from '../../areas/games/index.ts';
import { seedIdentity } from '../../areas/identity/index.ts';
import { seedLottery } from '../../areas/lottery/index.ts';
import { seedMoney } from '../../areas/money/index.ts';
import { seedRewards } from '../../areas/rewards/index.ts';
import { type SeedOptions, type SeedStep, seedRun } from '../../platform/seed-run.ts';
import type { Db } from '../kysely.ts';

/** Each area's seed step, in the order app.ts registers the areas. */
const AREA_SEEDS: readonly SeedStep[] = [
  seedBrand,
  seedIdentity,
  seedMoney,
  seedContent,
  seedGames,
  seedLottery,
  seedRewards,
  seedAgents,
];

/** Demo data for a fresh database. Every step is idempotent: a second start changes nothing. */
export async function seedDemo(
  db: Db,
  log: (msg: string) => void = () => {},
  opts: SeedOptions = {},
): Promise<void> {
  const run = seedRun(db, log, opts);
  for (const step of AREA_SEEDS) await step(run);
}

import type { PaymentPasswordCheck } from '../areas/agents/index.ts';
import { createMissions, createPoints, missionsRoutes, pointsRoutes } from '../areas/rewards/index.ts';
import type { WiringContext } from './wiring-context.ts';

/** The points mall and missions. */
export async function registerRewards(
  c: WiringContext,
  deps: { passwords: PaymentPasswordCheck },
): Promise<void> {
  const points = createPoints({
    db: c.db,
    audit: c.audit,
    passwords: deps.passwords,
    dataDir: c.dataDir,
    now: c.now,
  });
  await c.app.register(pointsRoutes, { ...points, auth: c.auth, pictures: c.pictures });
  const missions = createMissions({ db: c.db, audit: c.audit, now: c.now });
  await c.app.register(missionsRoutes, { ...missions, auth: c.auth });
}

import { formatMinor } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { DEMO_MONEY } from '../../../platform/demo-amounts.ts';
import { type MissionFields, missionsRepository } from './missions.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo brand's missions: a round count over every game, and a slots turnover. */
function demoMissions(start: Date): MissionFields[] {
  const turnover = formatMinor(DEMO_MONEY.missions.turnoverTarget);
  const end = new Date(start.getTime() + 30 * DAY_MS);
  return [
    {
      names: {
        EN: 'Play 10 rounds',
        CN: '完成10局游戏',
        VI: 'Chơi 10 ván',
        ID: 'Mainkan 10 ronde',
        PT: 'Jogue 10 rodadas',
        TH: 'เล่น 10 รอบ',
      },
      kind: 'bet_count',
      category: null,
      target: 10n,
      reward: DEMO_MONEY.missions.rewards[0] ?? 0n,
      startsAt: start,
      endsAt: end,
      active: true,
    },
    {
      names: {
        EN: `Wager ${turnover} in slots`,
        CN: `老虎机投注满${turnover}`,
        VI: `Cược ${turnover} ở slots`,
        ID: `Taruhan ${turnover} di slot`,
        PT: `Aposte ${turnover} em slots`,
        TH: `เดิมพันสล็อต ${turnover}`,
      },
      kind: 'turnover',
      category: 'RNG',
      target: DEMO_MONEY.missions.turnoverTarget,
      reward: DEMO_MONEY.missions.rewards[1] ?? 0n,
      startsAt: start,
      endsAt: end,
      active: true,
    },
  ];
}

/** Missions for a brand that has none; a brand whose staff made missions keeps them. */
export async function seedDemoMissions(db: Db, merchantId: number, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const repo = missionsRepository(trx);
    if ((await repo.missions(merchantId)).length > 0) return { created: 0 };
    // Periods start on a whole hour: today's start in UTC.
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const missions = demoMissions(start);
    for (const m of missions) await repo.insertMission(merchantId, m, now);
    return { created: missions.length };
  });
}

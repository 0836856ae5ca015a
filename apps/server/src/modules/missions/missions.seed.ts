import type { Db } from '../../db/kysely.ts';
import { type MissionFields, missionsRepository } from './missions.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo brand's missions: a round count over every game, and a slots turnover. */
function demoMissions(start: Date): MissionFields[] {
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
      reward: 1_000n,
      startsAt: start,
      endsAt: end,
      active: true,
    },
    {
      names: {
        EN: 'Wager 1,000.00 in slots',
        CN: '老虎机投注满1,000.00',
        VI: 'Cược 1,000.00 ở slots',
        ID: 'Taruhan 1,000.00 di slot',
        PT: 'Aposte 1,000.00 em slots',
        TH: 'เดิมพันสล็อต 1,000.00',
      },
      kind: 'turnover',
      category: 'RNG',
      target: 100_000n,
      reward: 5_000n,
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

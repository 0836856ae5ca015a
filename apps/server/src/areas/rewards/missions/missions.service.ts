import {
  MISSION_CLAIM_GRACE_MS,
  MISSION_LEADERBOARD_SIZE,
  type MissionLeaderboard,
  type MissionSummary,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { maskName } from '../../games/index.ts';
import type { Owner } from '../../money/index.ts';
import { type MissionRow, missionsRepository } from './missions.repository.ts';
import { figure, missionView } from './missions.views.ts';
import { missionClaimer } from './missions-claim.ts';

/** The overall board counts missions claimed over this window. */
const BOARD_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The member's side of missions: progress and state, the leaderboard, the claim. */
export function missionsService(deps: { db: Db; now?: (() => Date) | undefined }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = missionsRepository(db);

  async function missionBoard(o: Owner, m: MissionRow): Promise<MissionLeaderboard> {
    const rows = await repo.ranking(m, MISSION_LEADERBOARD_SIZE);
    return {
      missionId: m.id.toString(),
      kind: m.kind,
      list: rows.map((r, i) => ({
        rank: i + 1,
        name: maskName(r.username),
        value: figure(m.kind, r.value),
        completed: r.value >= m.target,
        me: r.memberId === o.memberId,
      })),
    };
  }

  return {
    async summary(o: Owner, language: string | undefined): Promise<MissionSummary> {
      const at = now();
      const missions = await repo.missions(o.merchantId, { at, graceMs: MISSION_CLAIM_GRACE_MS });
      const claims = new Map(
        (
          await repo.claimsOf(
            o.memberId,
            missions.map((m) => m.id),
          )
        ).map((c) => [c.mission_id, c]),
      );
      const list = await Promise.all(
        missions.map(async (m) =>
          missionView(m, {
            progress: await repo.progress(o.memberId, m),
            claim: claims.get(m.id),
            currency: o.currency,
            language,
            now: at,
          }),
        ),
      );
      return { claimableCount: list.filter((m) => m.state === 'claimable').length, list };
    },

    async leaderboard(o: Owner, missionId: string | undefined): Promise<MissionLeaderboard> {
      if (missionId !== undefined) {
        const m = await repo.mission(o.merchantId, BigInt(missionId));
        if (!m?.active || m.starts_at > now()) throw new AppError('MISSION_NOT_FOUND');
        return missionBoard(o, m);
      }
      const rows = await repo.claimRanking(
        o.merchantId,
        new Date(now().getTime() - BOARD_WINDOW_MS),
        MISSION_LEADERBOARD_SIZE,
      );
      return {
        missionId: null,
        kind: null,
        list: rows.map((r, i) => ({
          rank: i + 1,
          name: maskName(r.username),
          value: r.value.toString(),
          completed: true,
          me: r.memberId === o.memberId,
        })),
      };
    },

    claim: missionClaimer({ db, now }),
  };
}

export type MissionsService = ReturnType<typeof missionsService>;

import { defineContract } from '../contract.ts';
import { missionsEndpoints as e } from './missions.endpoints.ts';
import {
  missionClaimResultSchema,
  missionClaimSchema,
  missionLeaderboardQuerySchema,
  missionLeaderboardSchema,
  missionSummaryQuerySchema,
  missionSummarySchema,
  staffMissionBodySchema,
  staffMissionListSchema,
  staffMissionParamsSchema,
  staffMissionQuerySchema,
  staffMissionSchema,
} from './missions.schema.ts';

const tags = ['missions'] as const;
const boTags = ['back office'] as const;
const brandScoped = ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const;

/** §7 Missions: the member's missions and progress, the leaderboard, the claim; staff keep the missions. */
export const missionsContracts = {
  'missions.summary': defineContract({
    ...e['missions.summary'],
    summary:
      "The brand's missions with the member's progress and state (in progress, claimable, claimed, expired)",
    auth: 'member',
    tags,
    query: missionSummaryQuerySchema,
    body: missionSummaryQuerySchema,
    response: missionSummarySchema,
    errors: [],
  }),
  'missions.leaderboard': defineContract({
    ...e['missions.leaderboard'],
    summary: 'Members ranked by progress in a mission, or by missions claimed; names masked',
    auth: 'member',
    tags,
    query: missionLeaderboardQuerySchema,
    body: missionLeaderboardQuerySchema,
    response: missionLeaderboardSchema,
    errors: ['MISSION_NOT_FOUND'],
  }),
  'missions.claim': defineContract({
    ...e['missions.claim'],
    summary:
      "Pays a completed mission's reward into the wallet, once per member; a retry with the same requestId answers the same claim",
    auth: 'member',
    tags,
    body: missionClaimSchema,
    response: missionClaimResultSchema,
    errors: [
      'MISSION_NOT_FOUND',
      'MISSION_NOT_COMPLETE',
      'MISSION_ALREADY_CLAIMED',
      'MISSION_EXPIRED',
      'IDEMPOTENCY_CONFLICT',
    ],
  }),
  'missions.boList': defineContract({
    ...e['missions.boList'],
    summary: "A brand's missions, newest period first, with their claim counts",
    auth: 'staff',
    tags: boTags,
    query: staffMissionQuerySchema,
    response: staffMissionListSchema,
    errors: [...brandScoped],
  }),
  'missions.boCreate': defineContract({
    ...e['missions.boCreate'],
    summary: 'Adds a mission (audit-logged); the period starts and ends on whole hours',
    auth: 'staff',
    tags: boTags,
    body: staffMissionBodySchema,
    response: staffMissionSchema,
    errors: [...brandScoped],
  }),
  'missions.boUpdate': defineContract({
    ...e['missions.boUpdate'],
    summary: 'Changes a mission (audit-logged); once claimed, only its names, end and visibility',
    auth: 'staff',
    tags: boTags,
    params: staffMissionParamsSchema,
    body: staffMissionBodySchema,
    response: staffMissionSchema,
    errors: [...brandScoped, 'MISSION_NOT_FOUND', 'MISSION_HAS_CLAIMS'],
  }),
  'missions.boArchive': defineContract({
    ...e['missions.boArchive'],
    summary: 'Hides a mission from members; its claims stay (audit-logged)',
    auth: 'staff',
    tags: boTags,
    params: staffMissionParamsSchema,
    query: staffMissionQuerySchema,
    response: staffMissionSchema,
    errors: [...brandScoped, 'MISSION_NOT_FOUND'],
  }),
};

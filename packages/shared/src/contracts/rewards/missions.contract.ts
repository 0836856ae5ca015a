import { contractsOf, memberCall, staffCall } from '../calls.ts';
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

const brandScoped = ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const;

const callTags = { member: ['missions'], staff: ['back office'] } as const;

/** §7 Missions: the member's missions and progress, the leaderboard, the claim; staff keep the missions. */
export const missionsContracts = contractsOf(e, callTags, {
  'missions.summary': memberCall(
    "The brand's missions with the member's progress and state (in progress, claimable, claimed, expired)",
    { query: missionSummaryQuerySchema, body: missionSummaryQuerySchema, response: missionSummarySchema },
  ),
  'missions.leaderboard': memberCall(
    'Members ranked by progress in a mission, or by missions claimed; names masked',
    {
      query: missionLeaderboardQuerySchema,
      body: missionLeaderboardQuerySchema,
      response: missionLeaderboardSchema,
      errors: ['MISSION_NOT_FOUND'],
    },
  ),
  'missions.claim': memberCall(
    "Pays a completed mission's reward into the wallet, once per member; a retry with the same requestId answers the same claim",
    {
      body: missionClaimSchema,
      response: missionClaimResultSchema,
      errors: [
        'MISSION_NOT_FOUND',
        'MISSION_NOT_COMPLETE',
        'MISSION_ALREADY_CLAIMED',
        'MISSION_EXPIRED',
        'IDEMPOTENCY_CONFLICT',
      ],
    },
  ),
  'missions.boList': staffCall("A brand's missions, newest period first, with their claim counts", {
    permission: 'rewards.read',
    query: staffMissionQuerySchema,
    response: staffMissionListSchema,
    errors: [...brandScoped],
  }),
  'missions.boCreate': staffCall('Adds a mission (audit-logged); the period starts and ends on whole hours', {
    permission: 'rewards.write',
    body: staffMissionBodySchema,
    response: staffMissionSchema,
    errors: [...brandScoped],
  }),
  'missions.boUpdate': staffCall(
    'Changes a mission (audit-logged); once claimed, only its names, end and visibility',
    {
      permission: 'rewards.write',
      params: staffMissionParamsSchema,
      body: staffMissionBodySchema,
      response: staffMissionSchema,
      errors: [...brandScoped, 'MISSION_NOT_FOUND', 'MISSION_HAS_CLAIMS'],
    },
  ),
  'missions.boArchive': staffCall('Hides a mission from members; its claims stay (audit-logged)', {
    permission: 'rewards.write',
    params: staffMissionParamsSchema,
    query: staffMissionQuerySchema,
    response: staffMissionSchema,
    errors: [...brandScoped, 'MISSION_NOT_FOUND'],
  }),
});

import { endpoint } from '../endpoint.ts';

/**
 * §7 Missions (relay calls answer GET and POST alike). §7 lists no claim call, so it lives at
 * /wps/missions/claim; staff keep the missions in the back office.
 */
export const missionsEndpoints = {
  'missions.summary': endpoint(['GET', 'POST'], '/wps/relay/MCSFE_getMissionSummaryDetails'),
  'missions.leaderboard': endpoint(['GET', 'POST'], '/wps/relay/MCSFE_getMissionLeaderboard'),
  'missions.claim': endpoint(['POST'], '/wps/missions/claim'),
  'missions.boList': endpoint(['GET'], '/bo/api/missions'),
  'missions.boCreate': endpoint(['POST'], '/bo/api/missions'),
  'missions.boUpdate': endpoint(['PUT'], '/bo/api/missions/:id'),
  'missions.boArchive': endpoint(['DELETE'], '/bo/api/missions/:id'),
} as const;

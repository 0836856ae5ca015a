import { endpointTable } from '../endpoint.ts';

/**
 * §7 Missions (relay calls answer GET and POST alike). §7 lists no claim call, so it lives at
 * /wps/missions/claim; staff keep the missions in the back office.
 */
export const missionsEndpoints = endpointTable({
  'missions.summary': 'GET POST /wps/relay/MCSFE_getMissionSummaryDetails',
  'missions.leaderboard': 'GET POST /wps/relay/MCSFE_getMissionLeaderboard',
  'missions.claim': 'POST /wps/missions/claim',
  'missions.boList': 'GET /bo/api/missions',
  'missions.boCreate': 'POST /bo/api/missions',
  'missions.boUpdate': 'PUT /bo/api/missions/:id',
  'missions.boArchive': 'DELETE /bo/api/missions/:id',
});

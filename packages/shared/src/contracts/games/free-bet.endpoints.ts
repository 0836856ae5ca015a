import { endpointTable } from '../endpoint.ts';

/** A round of an in-house game staked with a free-bet credit (docs/bonus-engine.md, free bets). */
export const freeBetEndpoints = endpointTable({
  'games.inhouseFreeBetPlay': 'POST /wps/inhouse/free-bet/play',
});

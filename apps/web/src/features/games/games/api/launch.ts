import type { ContractBody, ContractResponse } from '@pf/shared';
import type { Calls } from './calls';
import { callApi } from './calls';

/** §3 Launch request: what the server needs to open one game (or PVP room) for the member. */
export type LaunchRequest = ContractBody<Calls['games.launch']>;

/** The launch answer: the URL to show; a PVP launch also answers it in content. */
export type LaunchValue = ContractResponse<Calls['games.launch']>;

/** §7 /wps/game/launchGame (token). */
export const launchGame = (request: LaunchRequest) =>
  callApi('games.launch', {
    body: {
      ...request,
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
    },
  });

/** The URL a launch answer points at (the game's URL, else the PVP room's content). */
export function launchUrlOf(value: LaunchValue | null | undefined): string | null {
  if (!value) return null;
  return value.game_url || value.content || null;
}

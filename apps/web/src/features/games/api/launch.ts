import type { GameType } from '@pf/shared';
import { apiPost } from '@/lib/api-client';

/** §3 Launch request: what the server needs to open one game (or PVP room) for the member. */
export interface LaunchRequest {
  gameId?: number;
  roomId?: number;
  nodeId: number;
  vassalage: string;
  gameType?: GameType;
  username: string;
  token: string;
  merchantCode: string;
  language: string;
}

/** The launch answer: a URL to show (game_url, else game_url2); a PVP launch answers in content. */
export interface LaunchValue {
  game_url?: string;
  game_url2?: string;
  content?: string | { game_url?: string };
  /** The game plays on the seamless wallet (docs/seamless-wallet.md): shown on /seamless. */
  seamless?: boolean;
}

/** §7 /wps/game/launchGame (token). */
export const launchGame = (request: LaunchRequest) =>
  apiPost<LaunchValue>('/wps/game/launchGame', {
    ...request,
    accountType: 1,
    confirmTrans: 0,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
  });

/** The URL a launch answer points at, wherever the vendor put it. */
export function launchUrlOf(value: LaunchValue | null | undefined): string | null {
  if (!value) return null;
  const content = typeof value.content === 'string' ? value.content : value.content?.game_url;
  return value.game_url || value.game_url2 || content || null;
}

import { z } from 'zod';
import { AppError } from '../../../../plugins/errors.ts';
import type { VendorLaunchAdapter } from '../../launch/launch.adapters.ts';
import type { WalletSessions } from '../../seamless/seamless.module.ts';
import { pragmaticLanguage } from '../pragmatic/pragmatic.launch.ts';
import type { VendorConnection, VendorCredentialsService } from '../vendor-credentials.service.ts';
import { postSigned } from './hub88.post.ts';
import { parseHub88Keys } from './hub88.signature.ts';
import { HUB88, hub88User } from './hub88.wallet.ts';

/** Hub88's Games API calls, under its API address. */
export const GAME_URL_PATH = '/operator/generic/v2/game/url';
export const GAME_LIST_PATH = '/operator/generic/v2/game/list';

/** Where this server's development simulator of Hub88 answers. */
export const HUB88_SIMULATOR_PATH = '/sandbox-vendor/hub88';

const urlAnswer = z.object({
  url: z
    .string()
    .regex(/^https?:\/\//)
    .max(2000),
});

export interface GameUrlRequest {
  user: string;
  token: string;
  game_code: string;
  currency: string;
  lang: string;
  lobby_url: string;
  deposit_url: string;
  platform: 'GPL_DESKTOP' | 'GPL_MOBILE';
}

/** The connection's operator id, an integer in Hub88's calls. */
export const operatorIdOf = (c: VendorConnection) => Number(c.login);

/**
 * Hub88's game opening: the operator asks Hub88's game/url for the game's landing address,
 * signed with its private key, and sends the player there.
 */
export async function fetchGameUrl(c: VendorConnection, apiUrl: string, r: GameUrlRequest): Promise<string> {
  const keys = parseHub88Keys(c.secret);
  if (!keys) throw new AppError('VENDOR_UNAVAILABLE', 'The Hub88 connection has no usable keys', null, 502);
  const body = {
    user: r.user,
    token: r.token,
    sub_partner_id: c.providerId,
    platform: r.platform,
    operator_id: operatorIdOf(c),
    meta: {},
    lobby_url: r.lobby_url,
    lang: r.lang,
    // The player's address is not known to the launch; Hub88's own examples send this placeholder.
    ip: '0.0.0.0',
    game_code: r.game_code,
    deposit_url: r.deposit_url,
    currency: r.currency,
    country: 'XX',
  };
  try {
    const res = await postSigned(`${apiUrl.replace(/\/$/, '')}${GAME_URL_PATH}`, body, keys.operatorKey);
    const answer = urlAnswer.safeParse(res.json);
    if (res.status === 200 && answer.success) return answer.data.url;
  } catch {
    // Unreachable or timed out: the same refusal as a refused call.
  }
  throw new AppError('VENDOR_UNAVAILABLE', 'Hub88 did not answer a game address', null, 502);
}

/**
 * Launching a Hub88 game opens a wallet session whose token Hub88 sends back in its wallet calls,
 * then asks Hub88 for the game's address. A merchant without an enabled connection cannot open the
 * game. Without a configured API address the development simulator of this server is used (never
 * in production).
 */
export function hub88LaunchAdapter(deps: {
  sessions: WalletSessions;
  credentials: VendorCredentialsService;
  /** This server's own address for server-to-server calls, when the simulator is served. */
  simulatorBase: () => string | null;
}): VendorLaunchAdapter {
  return {
    vendor: HUB88,
    seamless: true,
    async launchUrl({ merchant, session, game, language, origin }) {
      const c = await deps.credentials.connectionById(HUB88, merchant.id);
      const simulator = deps.simulatorBase();
      const apiUrl = c?.apiUrl ?? (simulator ? `${simulator}${HUB88_SIMULATOR_PATH}` : null);
      if (!c || !apiUrl) return null;
      const { token } = await deps.sessions.open({
        merchantId: merchant.id,
        memberId: session.memberId,
        vendor: HUB88,
        gameId: game.id,
        currency: merchant.currency,
      });
      return fetchGameUrl(c, apiUrl, {
        user: hub88User(session.memberId),
        token,
        game_code: game.code,
        currency: merchant.currency,
        lang: pragmaticLanguage(language),
        lobby_url: `${origin}/`,
        deposit_url: `${origin}/deposit`,
        platform: 'GPL_DESKTOP',
      });
    },
  };
}

import type { VendorLaunchAdapter } from '../../launch/launch.adapters.ts';
import type { WalletSessions } from '../../seamless/seamless.module.ts';
import type { VendorCredentialsService } from '../vendor-credentials.service.ts';
import { PRAGMATIC } from './pragmatic.wallet.ts';

/** Our language codes in Pragmatic's (ISO 639-1); English for any other. */
const LANGUAGES: Record<string, string> = { EN: 'en', CN: 'zh', VI: 'vi', ID: 'id', PT: 'pt', TH: 'th' };
export const pragmaticLanguage = (language: string) => LANGUAGES[language.toUpperCase()] ?? 'en';

/** Where this server's development simulator of Pragmatic's game server answers. */
export const SIMULATOR_PATH = '/sandbox-vendor/pragmatic';

/**
 * Pragmatic's game opening: the game server's `/gs2c/playGame.do`, whose `key` parameter carries
 * the launch parameters (token, symbol, technology, platform, language, cashierUrl, lobbyUrl) as
 * one URL-encoded query, and `stylename` the merchant's secure login.
 */
export function pragmaticGameUrl(
  base: string,
  p: {
    token: string;
    symbol: string;
    language: string;
    secureLogin: string;
    cashierUrl: string;
    lobbyUrl: string;
  },
): string {
  const key = new URLSearchParams({
    token: p.token,
    symbol: p.symbol,
    technology: 'H5',
    platform: 'WEB',
    language: p.language,
    cashierUrl: p.cashierUrl,
    lobbyUrl: p.lobbyUrl,
  });
  const q = new URLSearchParams({ key: key.toString(), stylename: p.secureLogin });
  return `${base.replace(/\/$/, '')}/gs2c/playGame.do?${q}`;
}

/**
 * Launching a Pragmatic game opens a wallet session whose token Pragmatic sends back in its
 * authenticate call. A merchant without an enabled connection cannot open the game. Without a
 * configured game server the development simulator of this server is used (never in production).
 */
export function pragmaticLaunchAdapter(deps: {
  sessions: WalletSessions;
  credentials: VendorCredentialsService;
  simulator: boolean;
}): VendorLaunchAdapter {
  return {
    vendor: PRAGMATIC,
    seamless: true,
    async launchUrl({ merchant, session, game, language, origin }) {
      const c = await deps.credentials.connectionById(PRAGMATIC, merchant.id);
      const base = c?.launchUrl ?? (deps.simulator ? `${origin}${SIMULATOR_PATH}` : null);
      if (!c || !base) return null;
      const { token } = await deps.sessions.open({
        merchantId: merchant.id,
        memberId: session.memberId,
        vendor: PRAGMATIC,
        gameId: game.id,
        currency: merchant.currency,
      });
      return pragmaticGameUrl(base, {
        token,
        symbol: game.code,
        language: pragmaticLanguage(language),
        secureLogin: c.login,
        cashierUrl: `${origin}/deposit`,
        lobbyUrl: `${origin}/`,
      });
    },
  };
}

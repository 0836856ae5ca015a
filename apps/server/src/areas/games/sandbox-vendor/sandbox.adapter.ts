import type { VendorLaunchAdapter } from '../launch/launch.adapters.ts';
import type { WalletSessions } from '../seamless/seamless.module.ts';
import { SANDBOX_VENDOR } from './sandbox.seed.ts';

/**
 * Launching a sandbox game opens a wallet session and hands its token to the studio in the game
 * URL, as outside studios expect. The page is served by this deployment under /sandbox-vendor.
 * The studio also runs other vendors' games; their sessions belong to that vendor.
 */
export function sandboxLaunchAdapter(sessions: WalletSessions, vendor = SANDBOX_VENDOR): VendorLaunchAdapter {
  return {
    vendor,
    seamless: true,
    async launchUrl({ merchant, session, game, language, origin }) {
      const { token } = await sessions.open({
        merchantId: merchant.id,
        memberId: session.memberId,
        vendor,
        gameId: game.id,
        currency: merchant.currency,
      });
      const q = new URLSearchParams({ token, game: game.code, vendor, lang: language });
      return `${origin}/sandbox-vendor/play?${q}`;
    },
  };
}

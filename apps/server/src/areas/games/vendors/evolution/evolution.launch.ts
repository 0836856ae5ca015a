import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { VendorLaunchAdapter } from '../../launch/launch.adapters.ts';
import type { WalletSessions } from '../../seamless/seamless.module.ts';
import type { VendorConnection, VendorCredentialsService } from '../vendor-credentials.service.ts';
import { EVOLUTION } from './evolution.wallet.ts';

/** Where this server's development simulator of Evolution's API answers. */
export const EVOLUTION_SIMULATOR_PATH = '/sandbox-vendor/evolution';

/** Our language codes in Evolution's (ISO 639-1); English for any other. */
const LANGUAGES: Record<string, string> = { EN: 'en', CN: 'zh', VI: 'vi', ID: 'id', PT: 'pt', TH: 'th' };
export const evolutionLanguage = (language: string) => LANGUAGES[language.toUpperCase()] ?? 'en';

/** A brand has no country of its own: the country of its wallet currency (Evolution asks for one). */
const COUNTRIES: Record<string, string> = {
  VND: 'VN',
  IDR: 'ID',
  THB: 'TH',
  BRL: 'BR',
  CNY: 'CN',
  USD: 'US',
};
const countryOf = (currency: string) => COUNTRIES[currency] ?? 'VN';

/** The user authentication call's path: the casino key and the API token name the merchant. */
export const uaPath = (casinoKey: string, apiToken: string) =>
  `/ua/v1/${encodeURIComponent(casinoKey)}/${encodeURIComponent(apiToken)}`;

export interface UaRequest {
  uuid: string;
  player: {
    id: string;
    update: boolean;
    nickname: string;
    country: string;
    language: string;
    currency: string;
    session: { id: string; ip: string };
  };
  config: {
    brand: { id: string; skin: string };
    game: { category: string; interface: string; table: { id: string } };
    channel: { wrapped: boolean; mobile: boolean };
    urls: { cashier: string; lobby: string };
  };
}

/** Evolution answers the entry path (relative to its host) and its embeddable twin. */
const uaAnswer = z.looseObject({ entry: z.string().min(1).max(2000), entryEmbedded: z.string().optional() });

/**
 * Evolution's user authentication call: the player, the wallet session id (`sid`, which Evolution
 * sends back on every One Wallet call) and the table, POSTed as JSON to
 * `<api>/ua/v1/<casinoKey>/<apiToken>`; the answer's `entry` is where the player goes, relative to
 * the API host. Null when Evolution refuses or cannot be reached.
 */
export async function requestEntry(
  api: string,
  c: VendorConnection,
  body: UaRequest,
): Promise<string | null> {
  if (!c.apiToken) return null;
  try {
    const res = await fetch(`${api.replace(/\/$/, '')}${uaPath(c.login, c.apiToken)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status !== 200) return null;
    const answer = uaAnswer.safeParse(await res.json());
    return answer.success ? new URL(answer.data.entry, api).toString() : null;
  } catch {
    return null;
  }
}

/**
 * Launching an Evolution table opens a wallet session (its token is the `sid`), asks Evolution
 * for the player's entry through the user authentication call, and answers that entry. Without
 * a configured API the development simulator of this server is used (never in production); the
 * simulator is reached over loopback, as Evolution would be over the network.
 */
export function evolutionLaunchAdapter(deps: {
  sessions: WalletSessions;
  credentials: VendorCredentialsService;
  simulatorBase: () => string | null;
}): VendorLaunchAdapter {
  return {
    vendor: EVOLUTION,
    seamless: true,
    async launchUrl({ merchant, session, game, language, origin }) {
      const c = await deps.credentials.connectionById(EVOLUTION, merchant.id);
      const sim = deps.simulatorBase();
      const api = c?.apiUrl ?? (sim ? `${sim}${EVOLUTION_SIMULATOR_PATH}` : null);
      if (!c || !api) return null;
      const { token } = await deps.sessions.open({
        merchantId: merchant.id,
        memberId: session.memberId,
        vendor: EVOLUTION,
        gameId: game.id,
        currency: merchant.currency,
      });
      const entry = await requestEntry(api, c, {
        uuid: randomUUID(),
        player: {
          id: session.memberId.toString(),
          // Evolution creates the player on the first call and refreshes it with `update`.
          update: true,
          nickname: `p${session.memberId}`,
          country: countryOf(merchant.currency),
          language: evolutionLanguage(language),
          currency: merchant.currency,
          session: { id: token, ip: '127.0.0.1' },
        },
        config: {
          brand: { id: c.providerId, skin: '1' },
          game: { category: game.classify.toLowerCase(), interface: 'view1', table: { id: game.code } },
          channel: { wrapped: false, mobile: false },
          urls: { cashier: `${origin}/deposit`, lobby: `${origin}/` },
        },
      });
      // Entry URLs on the simulator are addressed to loopback; the player reaches them on this site.
      if (entry && !c.apiUrl && sim) return entry.replace(sim, origin);
      return entry;
    },
  };
}

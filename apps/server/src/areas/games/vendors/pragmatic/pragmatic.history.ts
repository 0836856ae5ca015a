import { z } from 'zod';
import {
  ROUND_DETAIL_TIMEOUT_MS,
  type RoundDetailAdapter,
  throughOrigin,
  vendorUnavailable,
} from '../round-detail.ts';
import type { VendorConnection, VendorCredentialsService } from '../vendor-credentials.service.ts';
import { signPragmatic } from './pragmatic.hash.ts';
import { SIMULATOR_PATH } from './pragmatic.launch.ts';
import { PRAGMATIC } from './pragmatic.wallet.ts';

/** Pragmatic's History API call answering the address of one round's detail page, under the API. */
export const OPEN_HISTORY_PATH = '/IntegrationService/v3/http/HistoryAPI/OpenHistory/';

const openHistoryAnswer = z.looseObject({
  error: z.union([z.string(), z.number()]),
  description: z.string().optional(),
  url: z.string().optional(),
});

/**
 * Calls OpenHistory for one round: a form POST of secureLogin, playerId, gameId and roundId with
 * their hash, answered `{ error, description, url }`; `error` 0 carries the page's address.
 */
export async function openHistory(
  c: VendorConnection,
  apiUrl: string,
  round: { playerId: string; gameId: string; roundId: string },
): Promise<string> {
  const form = new URLSearchParams(signPragmatic({ secureLogin: c.login, ...round }, c.secret));
  let body: unknown;
  try {
    const res = await fetch(`${apiUrl.replace(/\/$/, '')}${OPEN_HISTORY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(ROUND_DETAIL_TIMEOUT_MS),
    });
    body = await res.json();
  } catch {
    throw vendorUnavailable('Pragmatic Play did not answer the round history call');
  }
  const answer = openHistoryAnswer.safeParse(body);
  const url = answer.success ? answer.data.url : undefined;
  if (!answer.success || String(answer.data.error) !== '0' || !url || !/^https?:\/\//.test(url)) {
    throw vendorUnavailable('Pragmatic Play refused the round history call');
  }
  return url;
}

/**
 * Pragmatic's round detail through OpenHistory, with the merchant's connection. A connection
 * naming no API uses this server's simulator (never in production: `simulatorBase` is null there).
 */
export function pragmaticRoundDetail(deps: {
  credentials: VendorCredentialsService;
  simulatorBase: () => string | null;
}): RoundDetailAdapter {
  return {
    vendor: PRAGMATIC,
    async link(round) {
      const c = await deps.credentials.connectionById(PRAGMATIC, round.merchantId);
      const sim = deps.simulatorBase();
      const apiUrl = c?.apiUrl ?? (sim ? `${sim}${SIMULATOR_PATH}` : null);
      if (!c || !apiUrl) throw vendorUnavailable('The brand has no Pragmatic Play connection');
      const url = await openHistory(c, apiUrl, {
        playerId: round.memberId.toString(),
        gameId: round.gameCode,
        roundId: round.roundId,
      });
      return c.apiUrl ? url : throughOrigin(url, sim, round.origin);
    },
  };
}

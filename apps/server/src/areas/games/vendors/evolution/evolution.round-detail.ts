import { type RoundDetailAdapter, throughOrigin, vendorUnavailable } from '../round-detail.ts';
import type { VendorCredentialsService } from '../vendor-credentials.service.ts';
import { EVOLUTION_SIMULATOR_PATH } from './evolution.launch.ts';
import { EVOLUTION } from './evolution.wallet.ts';

/**
 * Evolution's round detail: the game's page under the merchant's Evolution address,
 * `<api>/rounds/<gameId>` (the One Wallet `game.id` is the round), no call needed. A connection
 * naming no API uses this server's simulator (never in production).
 */
export function evolutionRoundDetail(deps: {
  credentials: VendorCredentialsService;
  simulatorBase: () => string | null;
}): RoundDetailAdapter {
  return {
    vendor: EVOLUTION,
    async link(round) {
      const c = await deps.credentials.connectionById(EVOLUTION, round.merchantId);
      const sim = deps.simulatorBase();
      const api = c?.apiUrl ?? (sim ? `${sim}${EVOLUTION_SIMULATOR_PATH}` : null);
      if (!c || !api) throw vendorUnavailable('The brand has no Evolution connection');
      const url = `${api.replace(/\/$/, '')}/rounds/${encodeURIComponent(round.roundId)}`;
      return c.apiUrl ? url : throughOrigin(url, sim, round.origin);
    },
  };
}

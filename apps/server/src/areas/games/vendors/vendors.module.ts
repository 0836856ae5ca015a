import type { Db } from '../../../db/kysely.ts';
import { staffBrands } from '../../brand/index.ts';
import type { AuditService } from '../../identity/index.ts';
import type { Seamless } from '../seamless/seamless.module.ts';
import { seamlessRepository } from '../seamless/seamless.repository.ts';
import { fetchTables, importTables } from './evolution/evolution.catalog.ts';
import { EVOLUTION_SIMULATOR_PATH, evolutionLaunchAdapter } from './evolution/evolution.launch.ts';
import { evolutionRoundDetail } from './evolution/evolution.round-detail.ts';
import { evolutionWallet } from './evolution/evolution.wallet.ts';
import { fetchHub88Games, importHub88Games } from './hub88/hub88.catalog.ts';
import { HUB88_SIMULATOR_PATH, hub88LaunchAdapter } from './hub88/hub88.launch.ts';
import { hub88Wallet } from './hub88/hub88.wallet.ts';
import { fetchCasinoGames, importCasinoGames } from './pragmatic/pragmatic.catalog.ts';
import { pragmaticRoundDetail } from './pragmatic/pragmatic.history.ts';
import { pragmaticLaunchAdapter, SIMULATOR_PATH } from './pragmatic/pragmatic.launch.ts';
import { pragmaticWallet } from './pragmatic/pragmatic.wallet.ts';
import { type VendorConnection, vendorCredentialsService } from './vendor-credentials.service.ts';
import { vendorSecretCipher } from './vendor-secret.cipher.ts';

export { EVOLUTION } from './evolution/evolution.wallet.ts';
export { HUB88 } from './hub88/hub88.wallet.ts';
export { PRAGMATIC } from './pragmatic/pragmatic.wallet.ts';

/** A vendor's game list call and where its development simulator answers it. */
interface Importer {
  simulatorApi: () => string | null;
  run: (connection: VendorConnection, apiUrl: string) => Promise<ImportResult>;
  /** Asks for the game list only, importing nothing: how many games the vendor listed. */
  probe: (connection: VendorConnection, apiUrl: string) => Promise<number>;
}
type ImportResult = Awaited<ReturnType<typeof importCasinoGames>>;

/**
 * Game vendors' own wallet protocols (Pragmatic Play's Seamless Wallet API, Evolution's One
 * Wallet, Hub88's Wallet API), each an adapter onto the seamless core, with the merchants'
 * credentials for them. docs/vendors/. `simulatorBase` answers this server's own address while
 * the development simulators are served (never in production).
 */
export function createVendors(deps: {
  db: Db;
  seamless: Seamless;
  audit: AuditService;
  simulator: boolean;
  simulatorBase: () => string | null;
}) {
  const credentials = vendorCredentialsService({
    db: deps.db,
    cipher: vendorSecretCipher(),
    brands: staffBrands(deps.db),
    audit: deps.audit,
  });
  const stored = seamlessRepository(deps.db);
  const simulatorBase = () => (deps.simulator ? deps.simulatorBase() : null);
  const under = (path: string) => () => {
    const base = simulatorBase();
    return base ? `${base}${path}` : null;
  };
  const importers: Record<string, Importer> = {
    PRAGMATIC: {
      simulatorApi: under(SIMULATOR_PATH),
      run: async (c, apiUrl) => importCasinoGames(deps.db, c, await fetchCasinoGames(c, apiUrl)),
      probe: async (c, apiUrl) => (await fetchCasinoGames(c, apiUrl)).length,
    },
    EVOLUTION: {
      simulatorApi: under(EVOLUTION_SIMULATOR_PATH),
      run: async (c, apiUrl) => importTables(deps.db, c, await fetchTables(c, apiUrl)),
      probe: async (c, apiUrl) => (await fetchTables(c, apiUrl)).length,
    },
    HUB88: {
      simulatorApi: under(HUB88_SIMULATOR_PATH),
      run: async (c, apiUrl) => importHub88Games(deps.db, c, await fetchHub88Games(c, apiUrl)),
      probe: async (c, apiUrl) => (await fetchHub88Games(c, apiUrl)).length,
    },
  };
  return {
    credentials,
    importers,
    audit: deps.audit,
    pragmatic: pragmaticWallet(deps.seamless.service),
    hub88: hub88Wallet(deps.seamless.service),
    evolution: evolutionWallet(deps.seamless.service, {
      exists: (vendor, transactionId) => stored.findTransaction(vendor, transactionId),
    }),
    launchAdapters: [
      pragmaticLaunchAdapter({ sessions: deps.seamless.sessions, credentials, simulator: deps.simulator }),
      evolutionLaunchAdapter({
        sessions: deps.seamless.sessions,
        credentials,
        simulatorBase,
      }),
      hub88LaunchAdapter({
        sessions: deps.seamless.sessions,
        credentials,
        simulatorBase,
      }),
    ],
    /** The vendors that show a player a round's detail page, and how each makes its link. */
    roundDetails: [
      pragmaticRoundDetail({ credentials, simulatorBase }),
      evolutionRoundDetail({ credentials, simulatorBase }),
    ],
  };
}

export type Vendors = ReturnType<typeof createVendors>;

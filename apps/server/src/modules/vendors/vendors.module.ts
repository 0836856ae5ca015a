import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Seamless } from '../seamless/seamless.module.ts';
import { seamlessRepository } from '../seamless/seamless.repository.ts';
import { brandsRepository } from '../staff/brands.repository.ts';
import { fetchTables, importTables } from './evolution/evolution.catalog.ts';
import { evolutionLaunchAdapter } from './evolution/evolution.launch.ts';
import { evolutionRoundDetail } from './evolution/evolution.round-detail.ts';
import { evolutionRoutes } from './evolution/evolution.routes.ts';
import { evolutionWallet } from './evolution/evolution.wallet.ts';
import { fetchCasinoGames, importCasinoGames } from './pragmatic/pragmatic.catalog.ts';
import { pragmaticRoundDetail } from './pragmatic/pragmatic.history.ts';
import { pragmaticLaunchAdapter } from './pragmatic/pragmatic.launch.ts';
import { pragmaticRoutes } from './pragmatic/pragmatic.routes.ts';
import { pragmaticWallet } from './pragmatic/pragmatic.wallet.ts';
import { type VendorConnection, vendorCredentialsService } from './vendor-credentials.service.ts';
import { vendorSecretCipher } from './vendor-secret.cipher.ts';
import { vendorsBoRoutes } from './vendors.routes.ts';

export { EVOLUTION } from './evolution/evolution.wallet.ts';
export { PRAGMATIC } from './pragmatic/pragmatic.wallet.ts';

/**
 * Game vendors' own wallet protocols (Pragmatic Play's Seamless Wallet API, Evolution's One
 * Wallet), each an adapter onto
 * the seamless core, with the merchants' credentials for them. docs/vendors/.
 */
export function createVendors(deps: {
  db: Db;
  seamless: Seamless;
  audit: AuditService;
  simulator: boolean;
  /** This server's own address over loopback, where the simulators answer (outside production). */
  ownBase: () => string | null;
}) {
  const credentials = vendorCredentialsService({
    db: deps.db,
    cipher: vendorSecretCipher(),
    brands: brandsRepository(deps.db),
    audit: deps.audit,
  });
  const simulatorBase = () => (deps.simulator ? deps.ownBase() : null);
  return {
    credentials,
    pragmatic: pragmaticWallet(deps.seamless.service),
    evolution: evolutionWallet(deps.seamless.service, {
      exists: (vendor, transactionId) => seamlessRepository(deps.db).findTransaction(vendor, transactionId),
    }),
    launchAdapters: [
      pragmaticLaunchAdapter({ sessions: deps.seamless.sessions, credentials, simulator: deps.simulator }),
      evolutionLaunchAdapter({
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
    async importPragmaticGames(connection: VendorConnection, apiUrl: string) {
      return importCasinoGames(deps.db, connection, await fetchCasinoGames(connection, apiUrl));
    },
    async importEvolutionTables(connection: VendorConnection, apiUrl: string) {
      return importTables(deps.db, connection, await fetchTables(connection, apiUrl));
    },
  };
}

export type Vendors = ReturnType<typeof createVendors>;

export async function vendorsRoutes(
  app: FastifyInstance,
  opts: { vendors: Vendors; auth: MemberAuth; simulatorBase: () => string | null },
) {
  await app.register(pragmaticRoutes, {
    wallet: opts.vendors.pragmatic,
    credentials: opts.vendors.credentials,
  });
  await app.register(evolutionRoutes, {
    wallet: opts.vendors.evolution,
    credentials: opts.vendors.credentials,
  });
  await app.register(vendorsBoRoutes, opts);
}

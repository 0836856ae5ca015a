import { vendorsContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, staffOf } from '../../plugins/auth.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { brandOf } from '../staff/staff-merchant.ts';
import { EVOLUTION_SIMULATOR_PATH } from './evolution/evolution.launch.ts';
import { SIMULATOR_PATH } from './pragmatic/pragmatic.launch.ts';
import type { Vendors } from './vendors.module.ts';

/** Where each vendor's development simulator answers on this server. */
const SIMULATOR_PATHS = { PRAGMATIC: SIMULATOR_PATH, EVOLUTION: EVOLUTION_SIMULATOR_PATH } as const;

/**
 * /bo/api/vendors (role admin): merchants' connections to vendors' wallet protocols, and the
 * import of a vendor's game list. `simulatorBase` answers this server's own address when the
 * development simulators run here: a connection naming no API uses its vendor's simulator.
 */
export async function vendorsBoRoutes(
  app: FastifyInstance,
  opts: { vendors: Vendors; auth: MemberAuth; simulatorBase: () => string | null },
) {
  const { credentials } = opts.vendors;
  const admin = { preHandler: opts.auth.requireStaff('admin') };
  const call = async (req: FastifyRequest, merchantCode: string | undefined) => ({
    staff: staffOf(req),
    merchantCode,
    ip: req.ip,
    requestBrand: await brandOf(req),
  });

  contractRoute(app, c['vendors.credentials'], admin, async ({ params, query }, req) =>
    credentials.get(params.vendor, await call(req, query.merchantCode)),
  );
  contractRoute(app, c['vendors.setCredentials'], admin, async ({ params, body }, req) => {
    const { merchantCode, ...input } = body;
    return credentials.set(params.vendor, await call(req, merchantCode), input);
  });
  contractRoute(app, c['vendors.importGames'], admin, async ({ params, body }, req) => {
    const brand = await credentials.merchantOf(await call(req, body.merchantCode));
    const connection = await credentials.connectionById(params.vendor, brand.id);
    if (!connection) throw new AppError('VENDOR_DISABLED', 'No enabled connection to this vendor', null, 409);
    const sim = opts.simulatorBase();
    const apiUrl = connection.apiUrl ?? (sim ? `${sim}${SIMULATOR_PATHS[params.vendor]}` : null);
    if (!apiUrl) throw new AppError('VENDOR_UNAVAILABLE', 'The connection names no vendor API', null, 502);
    return params.vendor === 'EVOLUTION'
      ? opts.vendors.importEvolutionTables(connection, apiUrl)
      : opts.vendors.importPragmaticGames(connection, apiUrl);
  });
}

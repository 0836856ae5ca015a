import { vendorsContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, staffOf } from '../../plugins/auth.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { brandOf } from '../staff/staff-merchant.ts';
import type { Vendors } from './vendors.module.ts';

/**
 * /bo/api/vendors (role admin): merchants' connections to vendors' wallet protocols, and the
 * import of a vendor's game list. `apiBase` answers where the vendor's API is when the connection
 * names none (the development simulator of this server).
 */
export async function vendorsBoRoutes(
  app: FastifyInstance,
  opts: { vendors: Vendors; auth: MemberAuth; apiBase: () => string | null },
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
    // Only Pragmatic's game list call is spoken so far.
    if (params.vendor !== 'PRAGMATIC') throw new AppError('NOT_FOUND', 'No game list import for this vendor');
    const brand = await credentials.merchantOf(await call(req, body.merchantCode));
    const connection = await credentials.connectionById('PRAGMATIC', brand.id);
    if (!connection) throw new AppError('VENDOR_DISABLED', 'No enabled connection to this vendor', null, 409);
    const apiUrl = connection.apiUrl ?? opts.apiBase();
    if (!apiUrl) throw new AppError('VENDOR_UNAVAILABLE', 'The connection names no vendor API', null, 502);
    return opts.vendors.importPragmaticGames(connection, apiUrl);
  });
}

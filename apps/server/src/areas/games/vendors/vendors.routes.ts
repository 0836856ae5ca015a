import { vendorsContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { brandOf } from '../../brand/index.ts';
import { evolutionRoutes } from './evolution/evolution.routes.ts';
import { hub88Routes } from './hub88/hub88.routes.ts';
import { parseHub88Keys } from './hub88/hub88.signature.ts';
import { pragmaticRoutes } from './pragmatic/pragmatic.routes.ts';
import { vendorConnectionTestRoutes } from './vendor-connection-test.ts';
import type { Vendors } from './vendors.module.ts';

/**
 * /bo/api/vendors (role admin): merchants' connections to vendors' wallet protocols, and the
 * import of a vendor's game list. Where a connection names no API address, the vendor's
 * development simulator on this server is used (outside production).
 */
export async function vendorsBoRoutes(app: FastifyInstance, opts: { vendors: Vendors; auth: MemberAuth }) {
  const { credentials } = opts.vendors;
  const admin = { preHandler: opts.auth.requireStaff() };
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
    if (params.vendor === 'HUB88') checkHub88(input);
    return credentials.set(params.vendor, await call(req, merchantCode), input);
  });
  contractRoute(app, c['vendors.importGames'], admin, async ({ params, body }, req) => {
    const importer = opts.vendors.importers[params.vendor];
    if (!importer) throw new AppError('NOT_FOUND', 'No game list import for this vendor');
    const brand = await credentials.merchantOf(await call(req, body.merchantCode));
    const connection = await credentials.connectionById(params.vendor, brand.id);
    if (!connection) throw new AppError('VENDOR_DISABLED', 'No enabled connection to this vendor', null, 409);
    const apiUrl = connection.apiUrl ?? importer.simulatorApi();
    if (!apiUrl) throw new AppError('VENDOR_UNAVAILABLE', 'The connection names no vendor API', null, 502);
    return importer.run(connection, apiUrl);
  });
}

/**
 * Hub88 knows an operator by an integer id, and its secret is a key pair's worth of PEM: the
 * merchant's private key and Hub88's public key (docs/vendors/hub88.md). Leaving the secret out
 * keeps the stored one, which was checked when it was set.
 */
function checkHub88(input: { login: string; secret?: string | undefined }) {
  if (!/^\d{1,15}$/.test(input.login))
    throw new AppError('VENDOR_KEYS_INVALID', 'The Hub88 operator id is a number', null, 400);
  if (input.secret !== undefined && !parseHub88Keys(input.secret))
    throw new AppError(
      'VENDOR_KEYS_INVALID',
      "The secret must hold the operator's RSA private key and Hub88's RSA public key, in PEM",
      null,
      400,
    );
}

/** Every vendor's wallet routes and the console's vendor routes. */
export async function vendorsRoutes(app: FastifyInstance, opts: { vendors: Vendors; auth: MemberAuth }) {
  await app.register(pragmaticRoutes, {
    wallet: opts.vendors.pragmatic,
    credentials: opts.vendors.credentials,
  });
  await app.register(evolutionRoutes, {
    wallet: opts.vendors.evolution,
    credentials: opts.vendors.credentials,
  });
  await app.register(hub88Routes, {
    wallet: opts.vendors.hub88,
    credentials: opts.vendors.credentials,
  });
  await app.register(vendorsBoRoutes, opts);
  await app.register(vendorConnectionTestRoutes, opts);
}

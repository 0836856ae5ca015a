import { vendorsContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { brandOf } from '../../brand/index.ts';
import type { Vendors } from './vendors.module.ts';

/** Why a test failed, as the operator reads it: the vendor's refusal or the network's error. */
const reasonOf = (err: unknown) =>
  err instanceof AppError || err instanceof Error ? err.message : 'The vendor did not answer';

/**
 * /bo/api/vendors/:vendor/test-connection: asks the vendor for its game list with the stored
 * connection (switched on or not), imports nothing, and answers whether it worked and why not.
 * Where the connection names no API address, the vendor's development simulator is asked.
 */
export async function vendorConnectionTestRoutes(
  app: FastifyInstance,
  opts: { vendors: Vendors; auth: MemberAuth },
) {
  const { credentials, importers, audit } = opts.vendors;
  contractRoute(
    app,
    c['vendors.testConnection'],
    { preHandler: opts.auth.requireStaff() },
    async ({ params, body }, req) => {
      const staff = staffOf(req);
      const importer = importers[params.vendor];
      if (!importer) throw new AppError('NOT_FOUND', 'No game list call for this vendor');
      const brand = await credentials.merchantOf({
        staff,
        merchantCode: body.merchantCode,
        requestBrand: await brandOf(req),
      });
      const connection = await credentials.storedConnection(params.vendor, brand.id);
      const apiUrl = connection?.apiUrl ?? importer.simulatorApi();
      const base = { vendorCode: params.vendor, merchantCode: brand.code, simulator: !connection?.apiUrl };
      let result: { ok: boolean; reason: string | null; listed: number | null };
      if (!connection)
        result = { ok: false, reason: 'No connection is stored for this vendor', listed: null };
      else if (!apiUrl) result = { ok: false, reason: 'The connection names no vendor API', listed: null };
      else
        result = await importer.probe(connection, apiUrl).then(
          (listed) => ({ ok: true, reason: null, listed }),
          (err: unknown) => ({ ok: false, reason: reasonOf(err), listed: null }),
        );
      await audit.record({
        staffId: staff.staffId,
        action: 'vendor.connection_tested',
        targetType: 'vendor_credentials',
        targetId: `${params.vendor}:${brand.code}`,
        after: { ...base, ...result },
        ip: req.ip,
      });
      return { ...base, ...result };
    },
  );
}

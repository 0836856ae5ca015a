import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Seamless } from '../seamless/seamless.module.ts';
import { sandboxLaunchAdapter } from './sandbox.adapter.ts';
import { type WalletClient, walletClient } from './sandbox.client.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { STUDIO_VENDORS } from './sandbox.studio.ts';

export { sandboxLaunchAdapter } from './sandbox.adapter.ts';
export { SANDBOX_VENDOR, seedSandboxVendor } from './sandbox.seed.ts';

/**
 * Where the studio reaches the wallet: this very server, over loopback HTTP, on the port it
 * listens on. Calling it over the network (not in-process) keeps the whole protocol honest.
 */
export function ownBaseUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string')
    throw new Error('the sandbox vendor needs the server to listen on TCP');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The sandbox studio's pages; not registered in production. */
export async function sandboxVendorRoutes(app: FastifyInstance, opts: { seamless: Seamless }) {
  const clientOf = (vendor: string) =>
    walletClient({
      baseUrl: () => ownBaseUrl(app),
      vendor,
      secret: async () => {
        const secret = await opts.seamless.repo.vendorSecret(vendor);
        if (!secret) throw new Error(`the sandbox vendor ${vendor} has no wallet secret; run the seed`);
        return secret;
      },
    });
  const wallets = new Map<string, WalletClient>(STUDIO_VENDORS.map((v) => [v, clientOf(v)]));
  const walletOf = (vendor: string) => {
    const wallet = wallets.get(vendor);
    if (!wallet) throw new Error(`the sandbox studio does not play for ${vendor}`);
    return wallet;
  };
  await app.register(sandboxRoutes, { walletOf });
}

/** One launch adapter per vendor the studio plays for. */
export const sandboxAdaptersFor = (seamless: Seamless) =>
  STUDIO_VENDORS.map((vendor) => sandboxLaunchAdapter(seamless.sessions, vendor));

import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { SIGNATURE_HEADER, signatureMatches, signBody } from './payment-provider.ts';
import type { CallbackDelivery, SandboxDeps } from './sandbox.provider.ts';
import { tronAddress, USDT_TRC20_CONTRACT } from './tron-address.ts';
import type { ChainNotification } from './usdt.provider.ts';

/** The sandbox chain's own wallet, the sender of every test transfer. */
const SANDBOX_SENDER = tronAddress(new Uint8Array(20).fill(0x5a));
/** Where the sandbox chain's blocks start. */
const GENESIS = 60_000_000n;
/** A watcher stops reporting a transfer this deep: no platform asks for more. */
const MAX_CONFIRMATIONS = 30;

export interface SandboxChainTx {
  txHash: string;
  to: string;
  amount: bigint;
  confirmations: number;
}

/** A transfer as the watcher reports it, by notification or by its transfer list. */
function messageOf(row: {
  tx_hash: string;
  from_address: string;
  to_address: string;
  amount: bigint;
  block_number: bigint;
  block_time: Date;
  confirmations: number;
}): ChainNotification {
  return {
    txHash: row.tx_hash,
    network: 'TRC20',
    token: 'USDT',
    contract: USDT_TRC20_CONTRACT,
    from: row.from_address,
    to: row.to_address,
    amount: row.amount.toString(),
    blockNumber: Number(row.block_number),
    blockTime: row.block_time.toISOString(),
    confirmations: row.confirmations,
  };
}

/** Where the sandbox chain's explorer API lives (TronGrid's paths under it). */
export const SANDBOX_EXPLORER_URL = '/sandbox/chain';

/** The watcher's report of a transfer as it stands, signed, to the platform's webhook. */
async function report(
  deps: { db: Db; secret: string; deliver: CallbackDelivery },
  txHash: string,
): Promise<number> {
  const db = deps.db;
  const row = await selectWhere(db, 'sandbox_chain_transfers', { tx_hash: txHash })
    .selectAll()
    .executeTakeFirst();
  if (!row) return 404;
  const body = JSON.stringify(messageOf(row));
  const res = await deps.deliver(row.callback_url, body, {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: signBody(deps.secret, body),
  });
  await updateWhere(db, 'sandbox_chain_transfers', { tx_hash: txHash })
    .set({ last_callback_body: body, last_callback_status: res.statusCode })
    .execute();
  return res.statusCode;
}

/**
 * A TRON chain with a USDT token, and the watcher that reports transfers to deposit addresses, for
 * development, demos and tests. A transfer is included in a new block (one confirmation); each
 * block mined after it adds one, and the watcher notifies the platform at each, signed
 * (HMAC-SHA256), as real watchers do. Blocks are mined on request (tests, the sandbox page) or
 * every few seconds by the development server.
 */
export function sandboxChain(deps: SandboxDeps & { secret: string; callbackUrl: string }) {
  const now = deps.now ?? (() => new Date());
  const db = deps.db;

  const notify = (txHash: string) => report(deps, txHash);

  const view = (r: {
    tx_hash: string;
    to_address: string;
    amount: bigint;
    confirmations: number;
  }): SandboxChainTx => ({
    txHash: r.tx_hash,
    to: r.to_address,
    amount: r.amount,
    confirmations: r.confirmations,
  });

  /** Mines `blocks` blocks: every transfer not yet deep enough gains as many confirmations, reported. */
  async function mine(blocks = 1): Promise<number> {
    const moved = await db
      .updateTable('sandbox_chain_transfers')
      .set((eb) => ({
        confirmations: eb.fn('least', [eb('confirmations', '+', blocks), eb.val(MAX_CONFIRMATIONS)]),
      }))
      .where('confirmations', '<', MAX_CONFIRMATIONS)
      .returning('tx_hash')
      .execute();
    for (const { tx_hash } of moved) await notify(tx_hash);
    return moved.length;
  }

  return {
    /** Sends `amount` base units of USDT to `to` in a new block, and reports it. */
    async send(to: string, amount: bigint): Promise<SandboxChainTx> {
      const height = await db
        .selectFrom('sandbox_chain_transfers')
        .select((eb) => eb.fn.max('block_number').as('top'))
        .executeTakeFirst();
      const row = await db
        .insertInto('sandbox_chain_transfers')
        .values({
          tx_hash: randomBytes(32).toString('hex'),
          from_address: SANDBOX_SENDER,
          to_address: to,
          amount,
          block_number: BigInt(height?.top ?? GENESIS) + 1n,
          block_time: now(),
          callback_url: deps.callbackUrl,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await notify(row.tx_hash);
      return view(row);
    },

    mine,

    /**
     * The explorer's TRC-20 transfer list of an address, newest first, signed like the watcher's
     * notifications. The request is signed over its URL; null for one the watcher did not sign.
     */
    async transfersTo(url: string, address: string, signature: string | undefined) {
      if (!signatureMatches(deps.secret, url, signature)) return null;
      const rows = await selectWhere(db, 'sandbox_chain_transfers', { to_address: address })
        .selectAll()
        .orderBy('block_number', 'desc')
        .limit(50)
        .execute();
      const body = JSON.stringify({
        data: rows.map(messageOf),
        success: true,
        meta: { page_size: rows.length },
      });
      return { body, signature: signBody(deps.secret, body) };
    },

    async find(txHash: string): Promise<SandboxChainTx | null> {
      const row = await selectWhere(db, 'sandbox_chain_transfers', { tx_hash: txHash })
        .selectAll()
        .executeTakeFirst();
      return row ? view(row) : null;
    },

    /** Reports a transfer again as it stands, as watchers retry. */
    notify,

    /** Mines a block every `everyMs` until the returned function is called. */
    start(everyMs: number, onError: (err: unknown) => void): () => void {
      const timer = setInterval(() => {
        mine().catch(onError);
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type SandboxChain = ReturnType<typeof sandboxChain>;

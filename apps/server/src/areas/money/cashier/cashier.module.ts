import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { PasswordCost } from '../../../platform/password.ts';
import { type BlobStorage, localDiskStorage } from '../../../platform/storage.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { ProviderRequest } from '../payments/payment-provider.ts';
import { paymentProviders } from '../payments/providers.ts';
import { sandboxRoutes } from '../payments/sandbox.routes.ts';
import { sandboxBankRoutes } from '../payments/sandbox-bank.routes.ts';
import { sandboxChainRoutes } from '../payments/sandbox-chain.routes.ts';
import type { SandboxChain } from '../payments/sandbox-chain.ts';
import { sandboxStatusRoutes } from '../payments/sandbox-status.routes.ts';
import { sandboxWalletRoutes } from '../payments/sandbox-wallet.routes.ts';
import { bankAccountsRoutes } from './bank-accounts.routes.ts';
import { bankAccountsService } from './bank-accounts.service.ts';
import { cashierRepository } from './cashier.repository.ts';
import type { CashierBonusHooks } from './cashier-hooks.ts';
import { type BrandMoney, cashierLimits } from './cashier-limits.ts';
import { depositRoutes } from './deposit.routes.ts';
import { callbackPath, type DepositService, depositService } from './deposit.service.ts';
import { depositDeskRoutes } from './deposit-desk.routes.ts';
import { financeRoutes } from './finance.routes.ts';
import { paymentPasswordRepository } from './payment-password.repository.ts';
import { paymentPasswordService } from './payment-password.service.ts';
import { recordLabels } from './records.labels.ts';
import { recordsRepository } from './records.repository.ts';
import { recordsRoutes } from './records.routes.ts';
import { recordsService } from './records.service.ts';
import { uplineService } from './upline.service.ts';
import { walletsRoutes } from './wallets.routes.ts';
import { walletsService } from './wallets.service.ts';
import { withdrawRoutes } from './withdraw.routes.ts';
import { type WithdrawService, withdrawService } from './withdraw.service.ts';

/** How often paid withdrawals past their confirmation time are marked received (and deposits expired). */
const AUTO_CONFIRM_EVERY_MS = 60_000;

/** How often the development server's sandbox chain mines a block (TRON makes one every 3 s). */
const SANDBOX_BLOCK_MS = 3000;

/** How often payouts the provider has not answered are sent again (under the same request id). */
const PAYOUT_RESUME_EVERY_MS = 60_000;

export interface CashierDeps {
  db: Db;
  ledger: LedgerService;
  audit: AuditWriter;
  env: 'development' | 'production' | 'test';
  /** Proof images go under `<dataDir>/uploads/withdrawals`. */
  dataDir: string;
  /**
   * Runs a request through this app: how the in-process sandboxes reach the platform's webhook,
   * and how the platform reaches the sandboxes' status APIs (from loopback).
   */
  inject: (
    opts: InjectOptions,
  ) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
  passwordCost?: PasswordCost | undefined;
  now?: () => Date;
  storage?: BlobStorage;
  /** Signing key shared by the sandbox gateway and the webhook (PAYMENT_SANDBOX_SECRET). */
  sandboxSecret?: string;
  log: { warn(obj: object, msg: string): void };
  /** The bonus engine's hooks into deposit credits and withdrawal requests. */
  bonus?: CashierBonusHooks | undefined;
  /** Confirms withdrawals past their receipt window every minute (default on). */
  autoConfirm?: boolean;
  /** The brand's amounts (deposit and withdrawal limits). */
  money: BrandMoney;
}

/**
 * The cashier's timers: paid withdrawals past their receipt window marked received and overdue
 * deposits expired every minute (instances that only answer requests leave this to the ones
 * running jobs), and on the development server the sandbox chain's blocks. Answers the stop.
 */
function startTimers(t: {
  deps: CashierDeps;
  chain: SandboxChain | null;
  withdrawals: WithdrawService;
  deposits: DepositService;
}): () => void {
  const { deps } = t;
  if (deps.autoConfirm === false) return () => {};
  const warn = (what: string) => (err: unknown) => deps.log.warn({ err }, what);
  const timer = setInterval(() => {
    t.withdrawals.autoConfirmDue().catch(warn('withdrawal auto-confirmation failed'));
    t.deposits.expireDue().catch(warn('deposit expiry failed'));
  }, AUTO_CONFIRM_EVERY_MS);
  timer.unref();
  // The development server's sandbox chain mines on its own, so a demo deposit confirms by itself.
  const stopMining =
    t.chain && deps.env === 'development'
      ? t.chain.start(SANDBOX_BLOCK_MS, warn('sandbox chain mining failed'))
      : undefined;
  return () => {
    clearInterval(timer);
    stopMining?.();
  };
}

/** How long a provider's API has to answer a status query. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * How the platform reaches providers' APIs: an address on the network over HTTP (a real provider,
 * within a timeout); a path through this app from loopback (inject's address), the only address the
 * sandboxes' status APIs answer.
 */
function providerRequest(inject: CashierDeps['inject']): ProviderRequest {
  return async (req) => {
    if (/^https?:\/\//.test(req.url)) {
      const res = await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      return { statusCode: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
    }
    return inject({
      method: req.method,
      url: req.url,
      ...(req.body === undefined ? {} : { payload: req.body }),
      ...(req.headers ? { headers: req.headers } : {}),
    });
  };
}

/**
 * The cashier: wallets, deposits through payment providers, withdrawals with review and receipt
 * confirmation, transfer to upline and records. The sandbox gateway exists outside production
 * only, so no real brand can mint money through it.
 */
export function createCashier(deps: CashierDeps) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = cashierRepository(db);
  const limits = cashierLimits(deps.money);
  const { sandbox, bank, wallet, chain, providers } = paymentProviders({
    db,
    env: deps.env,
    sandboxSecret: deps.sandboxSecret,
    callbackPath,
    // In-process delivery: the server does not know its public address behind proxies, and inject
    // runs the same route, body parser and signature check as a network call.
    deliver: (url, body, headers) => deps.inject({ method: 'POST', url, payload: body, headers }),
    request: providerRequest(deps.inject),
    now,
  });

  const passwords = paymentPasswordService({
    repo: paymentPasswordRepository(db),
    now,
    cost: deps.passwordCost,
  });
  const accounts = bankAccountsService({ db, now });
  const deposits = depositService({
    db,
    repo,
    limits,
    providers,
    now,
    log: deps.log,
    bonus: deps.bonus,
    audit: deps.audit,
  });
  const withdrawals = withdrawService({
    db,
    repo,
    limits,
    accounts,
    ledger,
    passwords,
    audit: deps.audit,
    storage: deps.storage ?? localDiskStorage(join(deps.dataDir, 'uploads')),
    // Deposit-only providers (VietQR) pay nothing out: payouts go through the gateway.
    payout: sandbox?.provider,
    now,
    log: deps.log,
    bonus: deps.bonus,
  });
  const stopTimers = startTimers({ deps, chain, withdrawals, deposits });

  return {
    wallets: walletsService({ repo, ledger }),
    deposits,
    withdrawals,
    accounts,
    passwords,
    upline: uplineService({ repo, ledger, passwords }),
    records: recordsService({
      repo: recordsRepository(db),
      ledger,
      now,
      labels: (scope, references) => recordLabels(db, scope, references),
    }),
    sandbox,
    bank,
    wallet,
    chain,
    /**
     * The payout job: owed payouts sent again every minute. Safe on several instances at once, as
     * the provider pays a request id once. Answers the function that stops it.
     */
    startPayoutJob(): () => Promise<void> {
      let running: Promise<void> | undefined;
      const tick = setInterval(() => {
        running ??= withdrawals
          .resumePayouts()
          .then(() => undefined)
          .catch((err) => deps.log.warn({ err }, 'withdrawal payout job failed'))
          .finally(() => {
            running = undefined;
          });
      }, PAYOUT_RESUME_EVERY_MS);
      tick.unref();
      return async () => {
        clearInterval(tick);
        await running;
      };
    },
    async close() {
      stopTimers();
    },
  };
}

export type Cashier = ReturnType<typeof createCashier>;

/** Every cashier route: member calls under /wps, finance under /bo/api, the sandbox gateway's pages. */
export async function cashierRoutes(
  app: FastifyInstance,
  opts: { cashier: Cashier; auth: MemberAuth; audit: AuditWriter },
) {
  const { cashier, auth } = opts;
  await app.register(walletsRoutes, { wallets: cashier.wallets, auth });
  await app.register(depositRoutes, { deposits: cashier.deposits, auth });
  await app.register(withdrawRoutes, {
    withdrawals: cashier.withdrawals,
    passwords: cashier.passwords,
    upline: cashier.upline,
    auth,
  });
  await app.register(bankAccountsRoutes, { accounts: cashier.accounts, auth });
  await app.register(recordsRoutes, { records: cashier.records, auth });
  await app.register(financeRoutes, { withdrawals: cashier.withdrawals, deposits: cashier.deposits, auth });
  await app.register(depositDeskRoutes, { deposits: cashier.deposits, auth, audit: opts.audit });
  if (cashier.sandbox) await app.register(sandboxRoutes, { sandbox: cashier.sandbox });
  if (cashier.bank) await app.register(sandboxBankRoutes, { bank: cashier.bank });
  if (cashier.wallet) await app.register(sandboxWalletRoutes, { wallet: cashier.wallet });
  if (cashier.chain) await app.register(sandboxChainRoutes, { chain: cashier.chain });
  if (cashier.sandbox) {
    const { sandbox, bank, wallet, chain } = cashier;
    await app.register(sandboxStatusRoutes, { sandbox, bank, wallet, chain });
  }
}

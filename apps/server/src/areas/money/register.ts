import { join } from 'node:path';
import type { AreaContext } from '../../platform/area-context.ts';
import type { AuditWriter } from '../../platform/audit-writer.ts';
import { type Port, port } from '../../platform/port.ts';
import { localDiskStorage } from '../../platform/storage.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import { adjustmentsRoutes } from './adjustments/adjustments.routes.ts';
import { adjustmentsService } from './adjustments/adjustments.service.ts';
import { adjustmentsExport } from './adjustments/adjustments-export.ts';
import { memberLedger } from './adjustments/member-ledger.ts';
import { cashierRoutes, createCashier } from './cashier/cashier.module.ts';
import type { CashierBonusHooks } from './cashier/cashier-hooks.ts';
import type { BrandMoney } from './cashier/cashier-limits.ts';
import { createBalanceReader } from './ledger/ledger.reads.ts';
import { createLedger } from './ledger/ledger.service.ts';
import { startLedgerSweeper } from './ledger/ledger.sweeper.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';

export interface MoneyNeeds {
  auth: MemberAuth;
  audit: AuditWriter;
  /** The brand's amounts (deposit and withdrawal limits): brand's money settings. */
  brandMoney: BrandMoney;
}

// The cashier is built before rewards registers: its calls reach the hooks once they are filled.
function lateBonusHooks(hooks: Port<CashierBonusHooks>): CashierBonusHooks {
  return {
    depositCredited: (trx, d) => hooks.use.depositCredited(trx, d),
    withdrawRequested: (trx, o, confirmed) => hooks.use.withdrawRequested(trx, o, confirmed),
    withdrawLimits: async (trx, o, amount) => {
      await hooks.use.withdrawLimits?.(trx, o, amount);
    },
  };
}

/**
 * Money: the ledger and its reads, the wallet and the cashier (deposits, withdrawals, bank
 * accounts, payment providers), its payout job and the reservation sweeper. Port: rewards fills
 * in the bonus hooks a credited deposit or a withdrawal request calls.
 */
export async function registerMoney(ctx: AreaContext, needs: MoneyNeeds) {
  const { app, db } = ctx;
  const ledger = createLedger(db);
  const bonusHooks = port<CashierBonusHooks>('money.bonusHooks');
  await app.register(walletRoutes, { balances: createBalanceReader(db), auth: needs.auth });
  const cashier = createCashier({
    db,
    ledger,
    bonus: lateBonusHooks(bonusHooks),
    audit: needs.audit,
    env: ctx.env,
    dataDir: ctx.dataDir,
    inject: (opts) => app.inject(opts),
    passwordCost: ctx.passwordCost,
    log: app.log,
    autoConfirm: ctx.jobs.upkeep,
    money: needs.brandMoney,
    ...(ctx.now ? { now: ctx.now } : {}),
  });
  app.addHook('onClose', cashier.close);
  await app.register(cashierRoutes, { cashier, auth: needs.auth, audit: needs.audit });
  const adjustments = adjustmentsService({
    db,
    audit: needs.audit,
    storage: localDiskStorage(join(ctx.dataDir, 'uploads')),
    ...(ctx.now ? { now: ctx.now } : {}),
  });
  await app.register(adjustmentsRoutes, {
    adjustments,
    exportOf: adjustmentsExport(db),
    ledgerOf: memberLedger(db),
    auth: needs.auth,
    audit: needs.audit,
  });
  if (ctx.jobs.timed) ctx.jobs.starters.push(() => cashier.startPayoutJob());
  // Reservations past their timeout are released even when no request touches them.
  if (ctx.jobs.upkeep) {
    ctx.jobs.starters.push(() =>
      startLedgerSweeper(ledger, { onError: (err) => app.log.error({ err }, 'ledger sweep failed') }),
    );
  }
  return { ledger, passwords: cashier.passwords, ports: { bonusHooks } };
}

export type MoneyArea = Awaited<ReturnType<typeof registerMoney>>;

import { moneyContracts as c, formatMinorPlain } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { BalanceReader } from '../ledger/ledger.reads.ts';

/**
 * GET /wps/v2/wallets/balance: value.sumBalance is what the member can spend now (cash plus
 * bonus, less funds held by open bets), as a decimal string with two places; parts follow. Reads
 * that arrive together share one query, each from after it was asked (ledger.reads.ts).
 */
export async function walletRoutes(
  app: FastifyInstance,
  opts: { balances: BalanceReader; auth: MemberAuth },
) {
  contractRoute(app, c['money.balance'], { preHandler: opts.auth.requireMember }, async (_input, req) => {
    const s = sessionOf(req);
    const currency = (await req.merchant()).currency;
    const { cash, bonus, locked } = await opts.balances.balances(s.merchantId, s.memberId, currency);
    const spendable = cash.available + bonus.available;
    return {
      currency,
      sumBalance: formatMinorPlain(spendable),
      cash: formatMinorPlain(cash.available),
      bonus: formatMinorPlain(bonus.available),
      locked: formatMinorPlain(locked.balance),
    };
  });
}

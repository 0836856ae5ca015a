import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { BankAccountsService } from './bank-accounts.service.ts';
import { ownerOf } from './owner.ts';

/** The member's saved withdrawal bank accounts: list, add, remove. */
export async function bankAccountsRoutes(
  app: FastifyInstance,
  opts: { accounts: BankAccountsService; auth: MemberAuth },
) {
  const { accounts, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(app, c['money.bankAccounts'], member, async (_input, req) =>
    accounts.list(await ownerOf(req)),
  );
  contractRoute(app, c['money.addBankAccount'], member, async ({ body }, req) =>
    accounts.add(await ownerOf(req), body),
  );
  contractRoute(app, c['money.removeBankAccount'], member, async ({ params }, req) =>
    accounts.remove(await ownerOf(req), BigInt(params.id)),
  );
}

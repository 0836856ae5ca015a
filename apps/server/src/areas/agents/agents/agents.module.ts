import type { Db } from '../../../db/kysely.ts';
import type { PasswordCost } from '../../../platform/password.ts';
import { memberAccounts } from '../../identity/index.ts';
import type { LedgerService } from '../../money/index.ts';
import { contractsService } from './contracts.service.ts';
import { downlineRepository } from './downline.repository.ts';
import { ownLedgerRepository } from './own-ledger.repository.ts';
import { ownMoneyService } from './own-money.service.ts';
import { teamGuard } from './team.guard.ts';
import { teamService } from './team.service.ts';
import { teamRegisterService } from './team-register.service.ts';
import { teamReportsRepository } from './team-reports.repository.ts';
import { teamReportsService } from './team-reports.service.ts';
import { teamStatsRepository } from './team-stats.repository.ts';
import { type PaymentPasswordCheck, teamTransferService } from './team-transfer.service.ts';
import { transfersRepository } from './transfers.repository.ts';

/** The agent centre's server side: the downline tree, its money and the contracts (docs/agents.md). */
export function createAgents(deps: {
  db: Db;
  ledger: LedgerService;
  passwords: PaymentPasswordCheck;
  passwordCost?: PasswordCost | undefined;
  now?: (() => Date) | undefined;
}) {
  const now = deps.now ?? (() => new Date());
  const downlines = downlineRepository(deps.db);
  const guard = teamGuard(downlines);
  return {
    team: teamService({ downlines, stats: teamStatsRepository(deps.db), now }),
    register: teamRegisterService({
      members: memberAccounts(deps.db),
      passwordCost: deps.passwordCost,
      now,
    }),
    transfer: teamTransferService({
      guard,
      ledger: deps.ledger,
      transfers: transfersRepository(deps.db),
      passwords: deps.passwords,
    }),
    contracts: contractsService({ db: deps.db, guard, now }),
    reports: teamReportsService({
      guard,
      reports: teamReportsRepository(deps.db),
      now,
    }),
    money: ownMoneyService({ own: ownLedgerRepository(deps.db), ledger: deps.ledger, now }),
  };
}

export type Agents = ReturnType<typeof createAgents>;

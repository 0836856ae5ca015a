import { agentsContracts } from './agents/agents.contract.ts';
import { agentsConsoleContracts } from './agents/agents-console.contract.ts';
import { agentsReportsContracts } from './agents/agents-reports.contract.ts';
import { payrollContracts } from './agents/payroll.contract.ts';
import { brandsContracts } from './brand/brands.contract.ts';
import { systemContracts } from './brand/system.contract.ts';
import { contentContracts } from './content/content.contract.ts';
import { contentExportContracts } from './content/content-export.contract.ts';
import { helpContracts } from './content/help.contract.ts';
import { messagesContracts } from './content/messages.contract.ts';
import { siteLinksContracts } from './content/site-links.contract.ts';
import { supportChatContracts } from './content/support-chat.contract.ts';
import { supportDeskContracts } from './content/support-desk.contract.ts';
import { baccaratContracts } from './games/baccarat.contract.ts';
import { bettingRecordContracts } from './games/betting-record.contract.ts';
import { catalogAdminContracts } from './games/catalog-admin.contract.ts';
import { crashContracts } from './games/crash.contract.ts';
import { freeBetContracts } from './games/free-bet.contract.ts';
import { gamesContracts } from './games/games.contract.ts';
import { originalsContracts } from './games/originals.contract.ts';
import { rouletteContracts } from './games/roulette.contract.ts';
import { roundDetailContracts } from './games/round-detail.contract.ts';
import { vendorsContracts } from './games/vendors.contract.ts';
import { auditExportContracts } from './identity/audit-export.contract.ts';
import { identityExportContracts } from './identity/list-exports.contract.ts';
import { memberConsoleContracts } from './identity/member-console.contract.ts';
import { membersContracts } from './identity/members.contract.ts';
import { staffContracts } from './identity/staff.contract.ts';
import { staffExportContracts } from './identity/staff-export.contract.ts';
import { lotteryContracts } from './lottery/lottery.contract.ts';
import { moneyContracts } from './money/money.contract.ts';
import { moneyConsoleContracts } from './money/money-console.contract.ts';
import { moneySettingsContracts } from './money/money-settings.contract.ts';
import { reportsContracts } from './reports/reports.contract.ts';
import { withdrawalRiskContracts } from './reports/withdrawal-risk.contract.ts';
import { activityContracts } from './rewards/activity.contract.ts';
import { bonusContracts } from './rewards/bonus.contract.ts';
import { memberVipContracts } from './rewards/member-vip.contract.ts';
import { missionsContracts } from './rewards/missions.contract.ts';
import { offersContracts } from './rewards/offers.contract.ts';
import { pointsContracts } from './rewards/points.contract.ts';
import { promotionsContracts } from './rewards/promotions.contract.ts';
import { rebateContracts } from './rewards/rebate.contract.ts';
import { referralContracts } from './rewards/referral.contract.ts';

/** Every API call's contract by name: the server registers each, the web types its calls from them. */
export const CONTRACTS = {
  ...systemContracts,
  ...lotteryContracts,
  ...moneyContracts,
  ...bettingRecordContracts,
  ...membersContracts,
  ...staffContracts,
  ...memberVipContracts,
  ...gamesContracts,
  ...contentContracts,
  ...contentExportContracts,
  ...helpContracts,
  ...messagesContracts,
  ...siteLinksContracts,
  ...vendorsContracts,
  ...catalogAdminContracts,
  ...supportChatContracts,
  ...supportDeskContracts,
  ...originalsContracts,
  ...freeBetContracts,
  ...pointsContracts,
  ...promotionsContracts,
  ...rouletteContracts,
  ...baccaratContracts,
  ...agentsContracts,
  ...agentsReportsContracts,
  ...bonusContracts,
  ...offersContracts,
  ...activityContracts,
  ...rebateContracts,
  ...crashContracts,
  ...payrollContracts,
  ...missionsContracts,
  ...moneySettingsContracts,
  ...referralContracts,
  ...roundDetailContracts,
  ...brandsContracts,
  ...reportsContracts,
  ...withdrawalRiskContracts,
  ...auditExportContracts,
  ...staffExportContracts,
  ...identityExportContracts,
  ...memberConsoleContracts,
  ...moneyConsoleContracts,
  ...agentsConsoleContracts,
} as const;

export type Contracts = typeof CONTRACTS;
export type ContractName = keyof Contracts;
/** The calls that answer the envelope: every call but the file downloads. */
export type EnvelopeContractName = {
  [K in ContractName]: Contracts[K] extends { file: readonly string[] } ? never : K;
}[ContractName];

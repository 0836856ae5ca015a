import { activityContracts } from './activity.contract.ts';
import { agentsContracts } from './agents.contract.ts';
import { agentsReportsContracts } from './agents-reports.contract.ts';
import { baccaratContracts } from './baccarat.contract.ts';
import { bonusContracts } from './bonus.contract.ts';
import { contentContracts } from './content.contract.ts';
import { crashContracts } from './crash.contract.ts';
import { freeBetContracts } from './free-bet.contract.ts';
import { gamesContracts } from './games.contract.ts';
import { helpContracts } from './help.contract.ts';
import { lotteryContracts } from './lottery.contract.ts';
import { membersContracts } from './members.contract.ts';
import { messagesContracts } from './messages.contract.ts';
import { missionsContracts } from './missions.contract.ts';
import { moneyContracts } from './money.contract.ts';
import { moneySettingsContracts } from './money-settings.contract.ts';
import { originalsContracts } from './originals.contract.ts';
import { payrollContracts } from './payroll.contract.ts';
import { pointsContracts } from './points.contract.ts';
import { promotionsContracts } from './promotions.contract.ts';
import { rebateContracts } from './rebate.contract.ts';
import { referralContracts } from './referral.contract.ts';
import { rouletteContracts } from './roulette.contract.ts';
import { roundDetailContracts } from './round-detail.contract.ts';
import { siteLinksContracts } from './site-links.contract.ts';
import { supportChatContracts } from './support-chat.contract.ts';
import { systemContracts } from './system.contract.ts';
import { vendorsContracts } from './vendors.contract.ts';

/** Every API call's contract by name: the server registers each, the web types its calls from them. */
export const CONTRACTS = {
  ...systemContracts,
  ...lotteryContracts,
  ...moneyContracts,
  ...membersContracts,
  ...gamesContracts,
  ...contentContracts,
  ...helpContracts,
  ...messagesContracts,
  ...siteLinksContracts,
  ...vendorsContracts,
  ...supportChatContracts,
  ...originalsContracts,
  ...freeBetContracts,
  ...pointsContracts,
  ...promotionsContracts,
  ...rouletteContracts,
  ...baccaratContracts,
  ...agentsContracts,
  ...agentsReportsContracts,
  ...bonusContracts,
  ...activityContracts,
  ...rebateContracts,
  ...crashContracts,
  ...payrollContracts,
  ...missionsContracts,
  ...moneySettingsContracts,
  ...referralContracts,
  ...roundDetailContracts,
} as const;

export type Contracts = typeof CONTRACTS;
export type ContractName = keyof Contracts;
/** The calls that answer the envelope: every call but the file downloads. */
export type EnvelopeContractName = {
  [K in ContractName]: Contracts[K] extends { file: readonly string[] } ? never : K;
}[ContractName];

import { activityEndpoints } from './activity.endpoints.ts';
import { agentsEndpoints } from './agents.endpoints.ts';
import { agentsReportsEndpoints } from './agents-reports.endpoints.ts';
import { baccaratEndpoints } from './baccarat.endpoints.ts';
import { bonusEndpoints } from './bonus.endpoints.ts';
import { contentEndpoints } from './content.endpoints.ts';
import { crashEndpoints } from './crash.endpoints.ts';
import { freeBetEndpoints } from './free-bet.endpoints.ts';
import { gamesEndpoints } from './games.endpoints.ts';
import { helpEndpoints } from './help.endpoints.ts';
import { lotteryEndpoints } from './lottery.endpoints.ts';
import { membersEndpoints } from './members.endpoints.ts';
import { messagesEndpoints } from './messages.endpoints.ts';
import { missionsEndpoints } from './missions.endpoints.ts';
import { moneyEndpoints } from './money.endpoints.ts';
import { moneySettingsEndpoints } from './money-settings.endpoints.ts';
import { originalsEndpoints } from './originals.endpoints.ts';
import { payrollEndpoints } from './payroll.endpoints.ts';
import { pointsEndpoints } from './points.endpoints.ts';
import { promotionsEndpoints } from './promotions.endpoints.ts';
import { rebateEndpoints } from './rebate.endpoints.ts';
import { referralEndpoints } from './referral.endpoints.ts';
import { rouletteEndpoints } from './roulette.endpoints.ts';
import { roundDetailEndpoints } from './round-detail.endpoints.ts';
import { siteLinksEndpoints } from './site-links.endpoints.ts';
import { supportChatEndpoints } from './support-chat.endpoints.ts';
import { systemEndpoints } from './system.endpoints.ts';
import { vendorsEndpoints } from './vendors.endpoints.ts';

/** Every API call's method and path by name; the web's only runtime view of the contracts. */
export const ENDPOINTS = {
  ...systemEndpoints,
  ...lotteryEndpoints,
  ...moneyEndpoints,
  ...membersEndpoints,
  ...gamesEndpoints,
  ...contentEndpoints,
  ...helpEndpoints,
  ...messagesEndpoints,
  ...siteLinksEndpoints,
  ...vendorsEndpoints,
  ...supportChatEndpoints,
  ...originalsEndpoints,
  ...freeBetEndpoints,
  ...pointsEndpoints,
  ...promotionsEndpoints,
  ...rouletteEndpoints,
  ...baccaratEndpoints,
  ...agentsEndpoints,
  ...agentsReportsEndpoints,
  ...bonusEndpoints,
  ...activityEndpoints,
  ...rebateEndpoints,
  ...crashEndpoints,
  ...payrollEndpoints,
  ...missionsEndpoints,
  ...moneySettingsEndpoints,
  ...referralEndpoints,
  ...roundDetailEndpoints,
} as const;

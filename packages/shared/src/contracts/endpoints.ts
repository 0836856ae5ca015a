import { agentsEndpoints } from './agents/agents.endpoints.ts';
import { agentsConsoleEndpoints } from './agents/agents-console.endpoints.ts';
import { agentsReportsEndpoints } from './agents/agents-reports.endpoints.ts';
import { payrollEndpoints } from './agents/payroll.endpoints.ts';
import { brandsEndpoints } from './brand/brands.endpoints.ts';
import { systemEndpoints } from './brand/system.endpoints.ts';
import { contentEndpoints } from './content/content.endpoints.ts';
import { contentExportEndpoints } from './content/content-export.endpoints.ts';
import { helpEndpoints } from './content/help.endpoints.ts';
import { messagesEndpoints } from './content/messages.endpoints.ts';
import { siteLinksEndpoints } from './content/site-links.endpoints.ts';
import { supportChatEndpoints } from './content/support-chat.endpoints.ts';
import { supportDeskEndpoints } from './content/support-desk.endpoints.ts';
import { baccaratEndpoints } from './games/baccarat.endpoints.ts';
import { bettingRecordEndpoints } from './games/betting-record.endpoints.ts';
import { catalogAdminEndpoints } from './games/catalog-admin.endpoints.ts';
import { crashEndpoints } from './games/crash.endpoints.ts';
import { freeBetEndpoints } from './games/free-bet.endpoints.ts';
import { gamesEndpoints } from './games/games.endpoints.ts';
import { originalsEndpoints } from './games/originals.endpoints.ts';
import { rouletteEndpoints } from './games/roulette.endpoints.ts';
import { roundDetailEndpoints } from './games/round-detail.endpoints.ts';
import { vendorsEndpoints } from './games/vendors.endpoints.ts';
import { auditExportEndpoints } from './identity/audit-export.endpoints.ts';
import { identityExportEndpoints } from './identity/list-exports.endpoints.ts';
import { memberConsoleEndpoints } from './identity/member-console.endpoints.ts';
import { membersEndpoints } from './identity/members.endpoints.ts';
import { staffEndpoints } from './identity/staff.endpoints.ts';
import { staffExportEndpoints } from './identity/staff-export.endpoints.ts';
import { lotteryEndpoints } from './lottery/lottery.endpoints.ts';
import { moneyEndpoints } from './money/money.endpoints.ts';
import { moneyConsoleEndpoints } from './money/money-console.endpoints.ts';
import { moneySettingsEndpoints } from './money/money-settings.endpoints.ts';
import { reportsEndpoints } from './reports/reports.endpoints.ts';
import { withdrawalRiskEndpoints } from './reports/withdrawal-risk.endpoints.ts';
import { activityEndpoints } from './rewards/activity.endpoints.ts';
import { bonusEndpoints } from './rewards/bonus.endpoints.ts';
import { memberVipEndpoints } from './rewards/member-vip.endpoints.ts';
import { missionsEndpoints } from './rewards/missions.endpoints.ts';
import { offersEndpoints } from './rewards/offers.endpoints.ts';
import { pointsEndpoints } from './rewards/points.endpoints.ts';
import { promotionsEndpoints } from './rewards/promotions.endpoints.ts';
import { rebateEndpoints } from './rewards/rebate.endpoints.ts';
import { referralEndpoints } from './rewards/referral.endpoints.ts';

/** Every API call's method and path by name; the web's only runtime view of the contracts. */
export const ENDPOINTS = {
  ...systemEndpoints,
  ...agentsConsoleEndpoints,
  ...lotteryEndpoints,
  ...moneyEndpoints,
  ...bettingRecordEndpoints,
  ...membersEndpoints,
  ...staffEndpoints,
  ...memberVipEndpoints,
  ...gamesEndpoints,
  ...contentEndpoints,
  ...contentExportEndpoints,
  ...helpEndpoints,
  ...messagesEndpoints,
  ...siteLinksEndpoints,
  ...vendorsEndpoints,
  ...catalogAdminEndpoints,
  ...supportChatEndpoints,
  ...supportDeskEndpoints,
  ...originalsEndpoints,
  ...freeBetEndpoints,
  ...pointsEndpoints,
  ...promotionsEndpoints,
  ...rouletteEndpoints,
  ...baccaratEndpoints,
  ...agentsEndpoints,
  ...agentsReportsEndpoints,
  ...bonusEndpoints,
  ...offersEndpoints,
  ...activityEndpoints,
  ...rebateEndpoints,
  ...crashEndpoints,
  ...payrollEndpoints,
  ...missionsEndpoints,
  ...moneySettingsEndpoints,
  ...referralEndpoints,
  ...roundDetailEndpoints,
  ...brandsEndpoints,
  ...reportsEndpoints,
  ...withdrawalRiskEndpoints,
  ...auditExportEndpoints,
  ...staffExportEndpoints,
  ...identityExportEndpoints,
  ...memberConsoleEndpoints,
  ...moneyConsoleEndpoints,
} as const;

import type { ActivityTables } from '../modules/activity/activity.tables.ts';
import type { AgentTables } from '../modules/agents/agents.tables.ts';
import type { AuditTables } from '../modules/audit/audit.tables.ts';
import type { BonusTables } from '../modules/bonus/bonus.tables.ts';
import type { CaptchaTables } from '../modules/captcha/captcha.tables.ts';
import type { CashierTables } from '../modules/cashier/cashier.tables.ts';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { CrashTables } from '../modules/crash/crash.tables.ts';
import type { GameTables } from '../modules/games/games.tables.ts';
import type { InhouseTables } from '../modules/inhouse/inhouse.tables.ts';
import type { KycTables } from '../modules/kyc/kyc.tables.ts';
import type { LedgerTables } from '../modules/ledger/ledger.tables.ts';
import type { LotteryTables } from '../modules/lottery/lottery.tables.ts';
import type { SeedChainTables } from '../modules/lottery/seed-chain.tables.ts';
import type { MemberTables } from '../modules/member/member.tables.ts';
import type { MerchantTables } from '../modules/merchant/merchant.tables.ts';
import type { MessagesTables } from '../modules/messages/messages.tables.ts';
import type { MissionTables } from '../modules/missions/missions.tables.ts';
import type { BetStatsTables } from '../modules/payroll/bet-stats.tables.ts';
import type { PayrollRunTables } from '../modules/payroll/payroll-runs.tables.ts';
import type { PointsTables } from '../modules/points/points.tables.ts';
import type { PromotionTables } from '../modules/promotions/promotions.tables.ts';
import type { RebateTables } from '../modules/rebate/rebate.tables.ts';
import type { ReferralTables } from '../modules/referral/referral.tables.ts';
import type { SeamlessTables } from '../modules/seamless/seamless.tables.ts';
import type { SmsTables } from '../modules/sms/sms.tables.ts';
import type { StaffTables } from '../modules/staff/staff.tables.ts';
import type { SupportChatTables } from '../modules/support-chat/support-chat.tables.ts';
import type { VendorCredentialTables } from '../modules/vendors/vendor-credentials.tables.ts';

/**
 * The whole database as Kysely sees it. Each feature declares its own tables in
 * `<feature>.tables.ts` and adds them here.
 */
export interface Database
  extends MerchantTables,
    LedgerTables,
    MemberTables,
    GameTables,
    SeamlessTables,
    InhouseTables,
    CrashTables,
    KycTables,
    SmsTables,
    CaptchaTables,
    StaffTables,
    AuditTables,
    CashierTables,
    LotteryTables,
    SeedChainTables,
    ContentTables,
    PromotionTables,
    MessagesTables,
    SupportChatTables,
    PointsTables,
    AgentTables,
    BonusTables,
    BetStatsTables,
    RebateTables,
    PayrollRunTables,
    MissionTables,
    VendorCredentialTables,
    ActivityTables,
    ReferralTables {}

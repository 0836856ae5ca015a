import type { AgentTables } from '../areas/agents/agents/agents.tables.ts';
import type { BetStatsTables } from '../areas/agents/payroll/bet-stats.tables.ts';
import type { PayrollRunTables } from '../areas/agents/payroll/payroll-runs.tables.ts';
import type { MerchantTables } from '../areas/brand/merchant/merchant.tables.ts';
import type { ContentTables } from '../areas/content/content/content.tables.ts';
import type { MessagesTables } from '../areas/content/messages/messages.tables.ts';
import type { SupportChatTables } from '../areas/content/support-chat/support-chat.tables.ts';
import type { CrashTables } from '../areas/games/crash/crash.tables.ts';
import type { GameTables } from '../areas/games/games/games.tables.ts';
import type { InhouseTables } from '../areas/games/inhouse/inhouse.tables.ts';
import type { SeamlessTables } from '../areas/games/seamless/seamless.tables.ts';
import type { VendorCredentialTables } from '../areas/games/vendors/vendor-credentials.tables.ts';
import type { AuditTables } from '../areas/identity/audit/audit.tables.ts';
import type { CaptchaTables } from '../areas/identity/captcha/captcha.tables.ts';
import type { KycTables } from '../areas/identity/kyc/kyc.tables.ts';
import type { MemberTables } from '../areas/identity/member/member.tables.ts';
import type { SmsTables } from '../areas/identity/sms/sms.tables.ts';
import type { StaffTables } from '../areas/identity/staff/staff.tables.ts';
import type { LotteryTables } from '../areas/lottery/lottery/lottery.tables.ts';
import type { SeedChainTables } from '../areas/lottery/lottery/seed-chain.tables.ts';
import type { CashierTables } from '../areas/money/cashier/cashier.tables.ts';
import type { LedgerTables } from '../areas/money/ledger/ledger.tables.ts';
import type { ActivityTables } from '../areas/rewards/activity/activity.tables.ts';
import type { BonusTables } from '../areas/rewards/bonus/bonus.tables.ts';
import type { MissionTables } from '../areas/rewards/missions/missions.tables.ts';
import type { PointsTables } from '../areas/rewards/points/points.tables.ts';
import type { PromotionTables } from '../areas/rewards/promotions/promotions.tables.ts';
import type { RebateTables } from '../areas/rewards/rebate/rebate.tables.ts';
import type { ReferralTables } from '../areas/rewards/referral/referral.tables.ts';

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

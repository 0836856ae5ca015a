import type { AgentTables, PayrollRunTables } from '../areas/agents/index.ts';
import type { MerchantTables } from '../areas/brand/index.ts';
import type { ContentTables, MessagesTables, SupportChatTables } from '../areas/content/index.ts';
import type {
  BetStatsTables,
  CrashTables,
  GameTables,
  InhouseTables,
  SeamlessTables,
  VendorCredentialTables,
} from '../areas/games/index.ts';
import type {
  AuditTables,
  CaptchaTables,
  KycTables,
  MemberConsoleTables,
  MemberTables,
  SmsTables,
  StaffTables,
} from '../areas/identity/index.ts';
import type { LotteryTables, SeedChainTables } from '../areas/lottery/index.ts';
import type { AdjustmentTables, CashierTables, LedgerTables } from '../areas/money/index.ts';
import type { ReportTables } from '../areas/reports/index.ts';
import type {
  ActivityTables,
  BonusTables,
  MissionTables,
  PointsTables,
  PromotionTables,
  RebateTables,
  ReferralTables,
} from '../areas/rewards/index.ts';

declare module './database.ts' {
  /**
   * The whole database: each feature declares its own tables in `<feature>.tables.ts`, its area
   * exports them, and the shell adds them here to the floor's (empty) `Database`.
   */
  interface Database
    extends MerchantTables,
      LedgerTables,
      MemberTables,
      MemberConsoleTables,
      AdjustmentTables,
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
      ReferralTables,
      ReportTables {}
}

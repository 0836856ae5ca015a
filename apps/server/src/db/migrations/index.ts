import type { Migration } from 'kysely';
import * as m0001 from './0001_merchants.ts';
import * as m0002 from './0002_members.ts';
import * as m0003 from './0003_ledger.ts';
import * as m0004 from './0004_games.ts';
import * as m0005 from './0005_member_security.ts';
import * as m0006 from './0006_cashier.ts';
import * as m0007 from './0007_seamless.ts';
import * as m0008 from './0008_inhouse.ts';
import * as m0009 from './0009_lottery.ts';
import * as m0010 from './0010_ledger_batch.ts';
import * as m0011 from './0011_ledger_lock_rows.ts';
import * as m0012 from './0012_lottery_bet_terms.ts';
import * as m0013 from './0013_fair_seeds.ts';
import * as m0014 from './0014_security_limits.ts';
import * as m0015 from './0015_player_records.ts';
import * as m0016 from './0016_change_notify.ts';
import * as m0017 from './0017_site_content.ts';
import * as m0018 from './0018_messages_feedback.ts';
import * as m0019 from './0019_demo_brand_links.ts';
import * as m0020 from './0020_support_chat.ts';
import * as m0021 from './0021_inhouse_originals.ts';
import * as m0022 from './0022_points.ts';
import * as m0023 from './0023_promotions.ts';
import * as m0024 from './0024_inhouse_roulette.ts';
import * as m0025 from './0025_member_vip_level.ts';
import * as m0026 from './0026_agent_contracts.ts';
import * as m0027 from './0027_bet_stats_rebate.ts';
import * as m0028 from './0028_bonus_engine.ts';
import * as m0029 from './0029_crash.ts';
import * as m0030 from './0030_vendor_credentials.ts';
import * as m0031 from './0031_missions.ts';
import * as m0032 from './0032_referral_vip.ts';
import * as m0033 from './0033_activity_applications.ts';
import * as m0034 from './0034_payroll_runs.ts';
import * as m0036 from './0036_vendor_api_token.ts';
import * as m0037 from './0037_inhouse_baccarat.ts';
import * as m0039 from './0039_free_bets_vip_benefits.ts';
import * as m0040 from './0040_withdrawal_payouts.ts';
import * as m0041 from './0041_lottery_incidents.ts';
import * as m0042 from './0042_points_welcome.ts';
import * as m0043 from './0043_opening_balance.ts';
import * as m0044 from './0044_lottery_game_names.ts';
import * as m0045 from './0045_member_mobile_lookup.ts';
import * as m0046 from './0046_member_language.ts';
import * as m0047 from './0047_lottery_feed_secrets.ts';
import * as m0048 from './0048_saved_bank_accounts.ts';
import * as m0049 from './0049_vietqr_deposits.ts';
import * as m0050 from './0050_momo_sandbox.ts';
import * as m0051 from './0051_usdt_deposits.ts';
import * as m0052 from './0052_money_overrides.ts';
import * as m0053 from './0053_brand_setup.ts';
import * as m0054 from './0054_report_aggregates.ts';
import * as m0055 from './0055_member_console.ts';
import * as m0056 from './0056_balance_adjustments.ts';
import * as m0057 from './0057_audit_by_type.ts';
import * as m0058 from './0058_staff_brands_sessions.ts';
import * as m0059 from './0059_staff_two_factor.ts';
import * as m0060 from './0060_withdrawal_risk_lookups.ts';
import * as m0061 from './0061_report_manual_adjustments.ts';
import * as m0062 from './0062_drilldown_export_indexes.ts';
import * as m0063 from './0063_round_figures_one_trigger.ts';
import * as m0064 from './0064_deposit_desk_indexes.ts';
import * as m0065 from './0065_lottery_feed_held.ts';
import * as m0066 from './0066_brand_game_settings.ts';
import * as m0067 from './0067_support_desk.ts';

/** Every migration, in order. Names sort lexically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_merchants': m0001,
  '0002_members': m0002,
  '0003_ledger': m0003,
  '0004_games': m0004,
  '0005_member_security': m0005,
  '0006_cashier': m0006,
  '0007_seamless': m0007,
  '0008_inhouse': m0008,
  '0009_lottery': m0009,
  '0010_ledger_batch': m0010,
  '0011_ledger_lock_rows': m0011,
  '0012_lottery_bet_terms': m0012,
  '0013_fair_seeds': m0013,
  '0014_security_limits': m0014,
  '0015_player_records': m0015,
  '0016_change_notify': m0016,
  '0017_site_content': m0017,
  '0018_messages_feedback': m0018,
  '0019_demo_brand_links': m0019,
  '0020_support_chat': m0020,
  '0021_inhouse_originals': m0021,
  '0022_points': m0022,
  '0023_promotions': m0023,
  '0024_inhouse_roulette': m0024,
  '0025_member_vip_level': m0025,
  '0026_agent_contracts': m0026,
  '0027_bet_stats_rebate': m0027,
  '0028_bonus_engine': m0028,
  '0029_crash': m0029,
  '0030_vendor_credentials': m0030,
  '0031_missions': m0031,
  '0032_referral_vip': m0032,
  '0033_activity_applications': m0033,
  '0034_payroll_runs': m0034,
  '0036_vendor_api_token': m0036,
  '0037_inhouse_baccarat': m0037,
  '0039_free_bets_vip_benefits': m0039,
  '0040_withdrawal_payouts': m0040,
  '0041_lottery_incidents': m0041,
  '0042_points_welcome': m0042,
  '0043_opening_balance': m0043,
  '0044_lottery_game_names': m0044,
  '0045_member_mobile_lookup': m0045,
  '0046_member_language': m0046,
  '0047_lottery_feed_secrets': m0047,
  '0048_saved_bank_accounts': m0048,
  '0049_vietqr_deposits': m0049,
  '0050_momo_sandbox': m0050,
  '0051_usdt_deposits': m0051,
  '0052_money_overrides': m0052,
  '0053_brand_setup': m0053,
  '0054_report_aggregates': m0054,
  '0055_member_console': m0055,
  '0056_balance_adjustments': m0056,
  '0057_audit_by_type': m0057,
  '0058_staff_brands_sessions': m0058,
  '0059_staff_two_factor': m0059,
  '0060_withdrawal_risk_lookups': m0060,
  '0061_report_manual_adjustments': m0061,
  '0062_drilldown_export_indexes': m0062,
  '0063_round_figures_one_trigger': m0063,
  '0064_deposit_desk_indexes': m0064,
  '0065_lottery_feed_held': m0065,
  '0066_brand_game_settings': m0066,
  '0067_support_desk': m0067,
};

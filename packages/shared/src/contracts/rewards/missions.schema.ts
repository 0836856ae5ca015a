import { z } from 'zod';
import { GAME_TYPES } from '../../games.schema.ts';
import { BUNDLED_LANGUAGES } from '../../languages.ts';
import { parseAmountToMinor } from '../../money.ts';
import { amount, digitsId, int, languageCode, merchantCode, textOrNull } from '../fields.ts';
import { amountInput, requestIdInput } from '../money/cashier.schema.ts';
import { MISSION_KINDS, MISSION_MAX_PERIOD_MS, MISSION_STATES } from './missions-errors.ts';

const id = digitsId;
/** Amounts as decimal strings with two decimals (§9). */
const language = languageCode;
const kind = z.enum(MISSION_KINDS);
const category = z.enum(GAME_TYPES);

/**
 * One mission as the member sees it. `target` and `progress` are a count of bets for bet_count and
 * an amount with two decimals otherwise; `percent` is the whole percentage done, at most 100.
 */
export const missionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind,
  category: category.nullable(),
  target: z.string(),
  progress: z.string(),
  percent: z.number().int().min(0).max(100),
  reward: amount,
  currency: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The last moment a completed mission may be claimed. */
  claimUntil: z.string(),
  state: z.enum(MISSION_STATES),
  claimedAt: textOrNull,
});
export type MissionView = z.infer<typeof missionViewSchema>;

export const missionSummaryQuerySchema = z.object({ language: language.optional() });

export const missionSummarySchema = z.object({
  /** Missions completed and not yet claimed: the member centre badge. */
  claimableCount: z.number().int().min(0),
  list: z.array(missionViewSchema),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionLeaderboardQuerySchema = z.object({
  /** Ranks by progress in this mission; without it, by missions claimed in the last 30 days. */
  missionId: id.optional(),
  language: language.optional(),
});

export const missionLeaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  /** Masked like the winner board: "de***01". */
  name: z.string(),
  /** Progress in the mission (count or amount), or the number of missions claimed. */
  value: z.string(),
  completed: z.boolean(),
  /** True on the asking member's own row. */
  me: z.boolean(),
});
export const missionLeaderboardSchema = z.object({
  missionId: textOrNull,
  kind: kind.nullable(),
  list: z.array(missionLeaderboardEntrySchema),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

export const missionClaimSchema = z.object({ missionId: id, requestId: requestIdInput });

export const missionClaimResultSchema = z.object({
  claim: z.object({ id: z.string(), missionId: z.string(), amount, createdAt: z.string() }),
  /** True when this answers an earlier claim with the same requestId. */
  replayed: z.boolean(),
});
export type MissionClaimResult = z.infer<typeof missionClaimResultSchema>;

// Back office.

const missionNames = z
  .partialRecord(z.enum(BUNDLED_LANGUAGES), z.string().trim().min(1).max(80))
  .refine((names) => names.EN !== undefined, 'names.EN: an English name is required');

const wholeHour = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .refine((d) => d.getTime() % 3_600_000 === 0, 'must be on a whole hour');

/** A count of bets for bet_count, an amount otherwise; both end up as a bigint. */
function targetOf(kindValue: (typeof MISSION_KINDS)[number], text: string): bigint | null {
  if (kindValue === 'bet_count') return /^\d{1,9}$/.test(text) && Number(text) > 0 ? BigInt(text) : null;
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  const minor = parseAmountToMinor(text);
  return minor !== null && minor > 0n ? minor : null;
}

const missionFields = z.object({
  merchantCode: merchantCode.optional(),
  names: missionNames,
  kind,
  category: category.nullable().default(null),
  target: z.string().trim().min(1).max(20),
  reward: amountInput,
  startsAt: wholeHour,
  endsAt: wholeHour,
  active: z.boolean().default(true),
});

export const staffMissionBodySchema = missionFields.transform((m, ctx) => {
  const target = targetOf(m.kind, m.target);
  if (target === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['target'],
      message: m.kind === 'bet_count' ? 'target: a whole number of bets' : 'target: a positive amount',
    });
  }
  if (m.kind === 'deposit' && m.category !== null) {
    ctx.addIssue({ code: 'custom', path: ['category'], message: 'category: deposits have no game category' });
  }
  const span = m.endsAt.getTime() - m.startsAt.getTime();
  if (span <= 0 || span > MISSION_MAX_PERIOD_MS) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt: after startsAt, within 366 days' });
  }
  if (target === null) return z.NEVER;
  return { ...m, target };
});
export type StaffMissionBody = z.output<typeof staffMissionBodySchema>;

export const staffMissionQuerySchema = z.object({ merchantCode: merchantCode.optional() });
export const staffMissionParamsSchema = z.object({ id });

export const staffMissionSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  names: z.partialRecord(z.enum(BUNDLED_LANGUAGES), z.string()),
  kind,
  category: category.nullable(),
  target: z.string(),
  reward: amount,
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  claims: int,
});
export type StaffMission = z.infer<typeof staffMissionSchema>;
export const staffMissionListSchema = z.object({ list: z.array(staffMissionSchema) });

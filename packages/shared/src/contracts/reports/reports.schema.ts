import { z } from 'zod';
import { amount, int, merchantCode } from '../fields.ts';

const isoDay = z.iso.date();
const DAY_MS = 86_400_000;
/** The longest range one report answers: a year and a day. */
export const REPORT_MAX_DAYS = 366;

/** A range of the brand's own days, both ends included. */
export const reportRangeSchema = z
  .object({ merchantCode: merchantCode.optional(), from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'The range ends before it starts', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < REPORT_MAX_DAYS, {
    message: `At most ${REPORT_MAX_DAYS} days`,
    path: ['from'],
  });

/** What the dashboard shows for a range or for one of its days; amounts in the brand's currency. */
export const reportFiguresSchema = z.object({
  stake: amount,
  payout: amount,
  /** Gross gaming revenue: stakes less payouts. */
  ggr: amount,
  /** Promotional money granted (bonuses, rebates, rewards), less forfeited bonuses. */
  bonuses: amount,
  /** Manual credits to members less manual debits (approved balance adjustments). */
  adjustments: amount,
  /** Net gaming revenue: GGR less promotional money and net manual adjustments. */
  ngr: amount,
  bets: int,
  deposits: amount,
  depositCount: int,
  firstDeposits: int,
  withdrawals: amount,
  withdrawalCount: int,
  registrations: int,
  /** Members who placed a bet (distinct over the range). */
  activePlayers: int,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const dashboardSchema = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  totals: reportFiguresSchema,
  days: z.array(reportFiguresSchema.extend({ day: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const BET_REPORT_GROUPS = ['day', 'vendor', 'category', 'game'] as const;

/** Bets grouped one way, narrowed by the figure the operator came from (drill-down). */
export const betReportQuerySchema = reportRangeSchema.and(
  z.object({
    groupBy: z.enum(BET_REPORT_GROUPS).default('day'),
    vendor: z.string().max(40).optional(),
    category: z.string().max(40).optional(),
    game: z.string().max(80).optional(),
    day: isoDay.optional(),
  }),
);
export type BetReportQuery = z.infer<typeof betReportQuerySchema>;

export const betReportRowSchema = z.object({
  /** The day, vendor, category or game code this row adds up, as grouped. */
  key: z.string(),
  bets: int,
  players: int.nullable(),
  stake: amount,
  payout: amount,
  ggr: amount,
});
export type BetReportRow = z.infer<typeof betReportRowSchema>;

export const betReportSchema = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  groupBy: z.enum(BET_REPORT_GROUPS),
  rows: z.array(betReportRowSchema),
});

import { z } from 'zod';
import { VN_REGIONS } from '../../lottery/vn/structure.ts';
import { textOrNull } from '../fields.ts';
import { lotteryDrawSchema } from './lottery-draws.schema.ts';
import { LOTTERY_DRAW_STATUSES, lotteryGameCode } from './lottery-menu.schema.ts';

/** A back-office path id: a number of at most 18 digits, kept as text until the handler reads it. */
const boId = (name: string) => z.string().regex(/^\d{1,18}$/, `${name}: a number`);
export const boDrawIdParams = z.object({ drawId: boId('drawId') });
export const boEntryIdParams = z.object({ entryId: boId('entryId') });

const winningNumber = z.string().trim().min(1, 'Input cannot be empty').max(400);
const note = z.string().trim().min(1, 'Input cannot be empty').max(500);

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'day: YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'day: a calendar date',
  );

/** The draws list's filters: game, state, draw days (UTC, both ends included) and page. */
export const boDrawsFilter = z.object({
  gameCode: z.string().trim().max(40).optional(),
  status: z.enum(LOTTERY_DRAW_STATUSES).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export const boDrawsQuery = boDrawsFilter.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A draw of the back office's list: never its server seed, with the entry waiting for a second operator. */
export const boDrawListSchema = z.object({
  list: z.array(
    lotteryDrawSchema.extend({
      serverSeed: z.null(),
      pendingEntryId: textOrNull,
      betCount: z.number(),
      /** Stake and payout of the draw's bets (amounts), and the house result (stake − payout). */
      stake: z.string().optional(),
      payout: z.string().optional(),
      houseResult: z.string().optional(),
      /** The operator who entered the result waiting for a second operator. */
      pendingEnteredBy: textOrNull.optional(),
      /** A void asked for and waiting for a second operator: who asked. */
      voidRequestedBy: textOrNull.optional(),
    }),
  ),
  /** Whether a further page follows. */
  hasMore: z.boolean().optional(),
});

/** The second operator's own reading of the result: it must match the first entry before the draw settles. */
export const boConfirmResultBody = z.object({ winningNumber: winningNumber.optional() }).nullish();
/** A prize row where the two entries differ: the row's label and each operator's numbers. */
export const boResultDiffSchema = z.object({
  label: z.string(),
  entered: z.array(z.string()),
  confirmed: z.array(z.string()),
});

export const boEnterResultBody = z.object({ winningNumber });
export const boImportResultsBody = z.object({
  gameCode: lotteryGameCode,
  results: z
    .array(z.object({ numero: z.string().trim().min(1).max(20), winningNumber }))
    .min(1)
    .max(200),
});
export const boRejectResultBody = z.object({ note });
export const boCancelDrawBody = z.object({ reason: note });

/** A result entry after it was entered, confirmed or rejected (status pending, confirmed or rejected). */
export const boResultEntrySchema = z.object({
  entryId: z.string(),
  drawId: z.number(),
  status: z.string(),
  /** `mismatch`: the rows where the second reading differs; nothing was confirmed or settled. */
  diff: z.array(boResultDiffSchema).optional(),
});

/** Sandbox draw-now: `leaveToOperators` keeps the sandbox feed off the draw so operators enter its result. */
export const boSandboxDrawNowBody = z.object({ leaveToOperators: z.boolean().optional() }).nullish();

/** One line of an import: the entry made, or the code that stopped it. */
export const boImportResultsSchema = z.object({
  list: z.array(
    z.object({
      numero: z.string(),
      ok: z.boolean(),
      code: z.string().optional(),
      entryId: z.string().optional(),
      drawId: z.number().optional(),
      status: z.string().optional(),
    }),
  ),
});

/** A cancellation: `cancelled` with the bets refunded, or `void_requested` waiting for a second operator. */
export const boCancelDrawSchema = z.object({
  drawId: z.number(),
  status: z.string(),
  refundedBets: z.number(),
});

/** A traditional draw brought to now by the sandbox (closed to bets; the sandbox feed publishes it). */
export const boSandboxDrawNowSchema = z.object({
  drawId: z.number(),
  numero: z.string(),
  status: z.string(),
  drawAt: z.string(),
});

const region = z.enum(VN_REGIONS);
const day = calendarDay;

export const boHolidaysQuery = z.object({
  region: region.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const boHolidayParams = z.object({ region, day });
export const boHolidayBody = z.object({ name: z.string().trim().min(1, 'Input cannot be empty').max(100) });

/** A non-draw day of one region; `day` is a calendar date (YYYY-MM-DD). */
export const boHolidaySchema = z.object({ region, day: z.string(), name: z.string() });
export const boHolidayListSchema = z.object({ list: z.array(boHolidaySchema) });
export const boHolidayPutSchema = boHolidaySchema.extend({
  created: z.boolean(),
  cancelledDraws: z.number(),
});
export const boHolidayRemoveSchema = boHolidaySchema.extend({ restoredDraws: z.number() });

export const boIncidentIdParams = z.object({ incidentId: boId('incidentId') });
export const boIncidentsQuery = z.object({
  status: z.enum(['pending', 'confirmed']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** An incident names an RNG game by code: it stops that game's open draws on every brand. */
export const boOpenIncidentBody = z.object({ gameCode: lotteryGameCode, reason: note });

/** A platform incident: opened by one operator, confirmed by another, then its draws are cancelled. */
export const boIncidentSchema = z.object({
  incidentId: z.string(),
  gameCode: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'confirmed']),
  openedBy: z.string(),
  openedAt: z.string(),
  confirmedBy: textOrNull,
  confirmedAt: textOrNull,
  /** Draws cancelled and bets refunded when it was confirmed (0 while pending). */
  drawCount: z.number(),
  betCount: z.number(),
});
export const boIncidentListSchema = z.object({ list: z.array(boIncidentSchema) });

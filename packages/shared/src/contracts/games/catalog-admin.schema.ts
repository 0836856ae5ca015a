import { z } from 'zod';
import { GAME_TYPES } from '../../games.schema.ts';
import { int, textOrNull } from '../fields.ts';

/** Whether the brand's lobbies show a game. */
export const CATALOG_VISIBILITY = ['shown', 'hidden'] as const;

const moment = z.iso.datetime({ offset: true });

/** The catalog list's filters: every filled one must match. */
export const catalogFilterSchema = z.object({
  vendor: z.string().trim().min(1).max(40).optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  classify: z.string().trim().min(1).max(40).optional(),
  visibility: z.enum(CATALOG_VISIBILITY).optional(),
  /** Part of the game's name or code, any letter case. */
  name: z.string().trim().min(1).max(64).optional(),
});

export const catalogListQuerySchema = catalogFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const catalogGameParamsSchema = z.object({ gameId: z.coerce.number().int().positive() });

/** The brand's maintenance of one game: on now, or only between `from` and `until` when given. */
export const gameMaintenanceSchema = z
  .object({
    on: z.boolean(),
    /** What the brand's players read on the game's tile. */
    message: z.string().trim().max(200).nullable(),
    from: moment.nullable(),
    until: moment.nullable(),
  })
  .refine((m) => !m.from || !m.until || Date.parse(m.from) < Date.parse(m.until), {
    message: 'the window must end after it starts',
    path: ['until'],
  });

/** A change to the brand's setting of one game; what is left out stays as it is. */
export const catalogGameUpdateSchema = z
  .object({ hidden: z.boolean().optional(), maintenance: gameMaintenanceSchema.optional() })
  .refine((u) => u.hidden !== undefined || u.maintenance !== undefined, 'nothing to change');

/** One catalog game with the brand's own setting of it. Times are ISO 8601. */
export const catalogGameSchema = z.object({
  id: int,
  code: z.string(),
  name: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_TYPES),
  classify: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  hidden: z.boolean(),
  /** The catalog's own maintenance flag (the game's or its vendor's), whatever the brand set. */
  catalogMaintenance: z.boolean(),
  maintenance: z.object({
    on: z.boolean(),
    message: textOrNull,
    from: textOrNull,
    until: textOrNull,
    /** Whether players see the game under maintenance at this moment. */
    active: z.boolean(),
  }),
  updatedAt: textOrNull,
});

export const catalogPageSchema = z.object({
  rows: z.array(catalogGameSchema),
  total: int,
  /** Every vendor of the catalog, for the vendor filter. */
  vendors: z.array(z.object({ code: z.string(), name: z.string() })),
});

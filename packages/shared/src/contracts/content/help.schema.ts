import { z } from 'zod';
import { LANGUAGE_FLAGS } from '../../languages.ts';
import { int, merchantCode } from '../fields.ts';

const languages = Object.keys(LANGUAGE_FLAGS) as [string, ...string[]];

/** A help article as staff manage it: one brand, one language, one anchor (#terms, #privacy …). */
export const boHelpItemSchema = z.object({
  id: int,
  merchantCode: z.string(),
  language: z.string(),
  anchor: z.string(),
  title: z.string(),
  content: z.string(),
  sort: int,
});
export type BoHelpItem = z.infer<typeof boHelpItemSchema>;

export const boHelpQuerySchema = z.object({
  merchantCode: merchantCode.optional(),
  language: z.enum(languages).optional(),
});

const fields = {
  /** The URL fragment that opens it: lower-case letters, digits and dashes. */
  anchor: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes, at most 40'),
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(20_000),
  sort: z.number().int().min(0).max(9999),
};

export const boHelpCreateBodySchema = z.object({
  merchantCode: merchantCode.optional(),
  language: z.enum(languages),
  ...fields,
  sort: fields.sort.default(0),
});

export const boHelpUpdateBodySchema = z
  .object(fields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const boHelpParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const boHelpDeleteSchema = z.object({ id: z.number().int() });

import { z } from 'zod';
import { digitsId, merchantCode } from '../fields.ts';

/** What the desk's live channel names: the list or one conversation changed, someone types. */
export const DESK_EVENTS = ['hello', 'chat', 'typing'] as const;
export type DeskEvent = (typeof DESK_EVENTS)[number];

export const deskStreamQuerySchema = z.object({ merchantCode: merchantCode.optional() });

export const deskAssignBodySchema = z.object({ staffId: digitsId });

export const deskAgentSchema = z.object({ id: z.string(), username: z.string() });
export type DeskAgent = z.infer<typeof deskAgentSchema>;

export const deskBrandQuerySchema = z.object({ merchantCode: merchantCode.optional() });

export const CANNED_TITLE_MAX = 80;

export const cannedReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedSaveBodySchema = z.object({
  merchantCode: merchantCode.optional(),
  title: z.string().trim().min(1).max(CANNED_TITLE_MAX),
  text: z.string().trim().min(1).max(1000),
});
export type CannedSaveBody = z.input<typeof cannedSaveBodySchema>;

export const deskIdParamsSchema = z.object({ id: digitsId });

import type { Envelope } from '@pf/shared';
import { z } from 'zod';

/** The success envelope. Handlers return `ok(value)`. */
export function ok<T>(value: T, message = ''): Envelope<T> {
  return { success: true, code: 'OK', message, value };
}

/** Response schema of an envelope around `value`, for OpenAPI and response serialization. */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({ success: z.boolean(), code: z.string(), message: z.string(), value });
}

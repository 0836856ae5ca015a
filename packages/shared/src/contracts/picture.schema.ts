import { z } from 'zod';
import { PICTURE_WIDTHS } from '../pictures.ts';

/** `?w=`: the width to draw a picture at, one of `PICTURE_WIDTHS`; without it, its own size. */
export const pictureQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (PICTURE_WIDTHS as readonly number[]).includes(w), {
      message: `Expected one of ${PICTURE_WIDTHS.join(', ')}`,
    })
    .optional(),
});

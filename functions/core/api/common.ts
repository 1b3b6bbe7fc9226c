import * as z from 'zod';
import { TIERS } from '../plans';

export const TierSchema = z.enum(TIERS);
export const IsoDate = z.string().datetime({ offset: true });

/** Every error body of the API: `{ "error": { "code", "message" } }` (ARCHITECTURE §4). */
export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

import * as z from 'zod';
import { IsoDate } from './common';
import { OwnedClueSchema } from './gameplay';

export const BUZZ_BLOCK_REASONS = ['daily_limit', 'mission_total', 'spending_cap', 'abuse', 'mission_closed'] as const;

export const BuzzQuoteSchema = z.object({
  /** Price of the next press in cents; null when blocked by the daily limit. */
  priceCents: z.number().int().positive().nullable(),
  day: z.string(),
  todayCount: z.number().int().nonnegative(),
  dailyLimit: z.number().int(),
  missionTotal: z.number().int().nonnegative(),
  totalClues: z.number().int(),
  blocked: z.boolean(),
  reason: z.enum(BUZZ_BLOCK_REASONS).nullable(),
  message: z.string().nullable(),
});
export type BuzzQuote = z.infer<typeof BuzzQuoteSchema>;

export const BuzzResultSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'pending', 'failed', 'refunded', 'refund_pending']),
  /** A payment page when the bank asks for confirmation or no card is saved. */
  url: z.string().nullable(),
  amountCents: z.number().int(),
  pressNumber: z.number().int(),
  clue: OwnedClueSchema.nullable(),
  quote: BuzzQuoteSchema,
  at: IsoDate,
});
export type BuzzResult = z.infer<typeof BuzzResultSchema>;

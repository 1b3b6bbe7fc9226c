import * as z from 'zod';
import { IsoDate } from './common';

export const MapAreaSchema = z.object({
  generation: z.number().int().positive(),
  lat: z.number(),
  lng: z.number(),
  radiusKm: z.number().positive(),
  week: z.number().int(),
  createdAt: IsoDate,
});
export const MapAreasSchema = z.object({
  areas: z.array(MapAreaSchema),
  /** The price of the next BUZZ MAPPA, by clues owned (D10), and the radius it would have. */
  next: z.object({ priceCents: z.number().int(), radiusKm: z.number(), generation: z.number().int(), cluesOwned: z.number().int() }),
});
export const BuzzMapResultSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'pending', 'failed', 'refunded', 'refund_pending']),
  url: z.string().nullable(),
  amountCents: z.number().int(),
  area: MapAreaSchema.nullable(),
});

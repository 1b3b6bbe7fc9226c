import * as z from 'zod';
import { IsoDate, TierSchema } from './common';
import { CLUE_TYPES, SHOP_CODES } from '../gameplay';

export const MissionSchema = z.object({
  missionId: z.string(),
  title: z.string(),
  startsAt: IsoDate,
  endsAt: IsoDate,
  durationDays: z.number().int(),
  currentWeek: z.number().int().min(1).max(5),
  daysRemaining: z.number().int().nonnegative(),
  state: z.enum(['ATTIVA', 'SCADUTA']),
  totalClues: z.number().int(),
  finalShotFromWeek: z.number().int(),
  prize: z.object({
    name: z.string(),
    description: z.string(),
    images: z.array(z.string()),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** D15b: SHA-256(lat|lng|salt); lat, lng and salt are revealed at the end. */
  commitment: z.string(),
  reveal: z.object({ lat: z.number(), lng: z.number(), salt: z.string() }).nullable(),
});
export type Mission = z.infer<typeof MissionSchema>;

export const MissionStatusSchema = z.object({
  missionId: z.string(),
  startedAt: IsoDate,
  missionStartsAt: IsoDate,
  cluesFound: z.number().int().nonnegative(),
  totalClues: z.number().int(),
  progress: z.number().int().min(0).max(100),
  daysRemaining: z.number().int().nonnegative(),
  state: z.enum(['ATTIVA', 'SCADUTA']),
  currentWeek: z.number().int(),
  visibility: z.object({ state: z.enum(['locked', 'partial', 'near', 'unlocked']), percent: z.number().int() }),
  credits: z.number().int().nonnegative(),
});
export type MissionStatus = z.infer<typeof MissionStatusSchema>;

export const ClueTypeSchema = z.enum(CLUE_TYPES);
export const OwnedClueSchema = z.object({
  clueId: z.string(),
  title: z.string(),
  text: z.string(),
  type: ClueTypeSchema,
  week: z.number().int(),
  tier: TierSchema,
  source: z.enum(['buzz', 'unlock', 'weekly', 'shop']),
  acquiredAt: IsoDate,
});
export const ClueListSchema = z.object({ items: z.array(OwnedClueSchema) });
export const ClueListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).optional() });

export const ArchiveQuerySchema = z.object({
  week: z.coerce.number().int().min(1).max(4).optional(),
  tier: TierSchema.optional(),
});
export const ArchiveClueSchema = z.object({
  clueId: z.string(),
  title: z.string(),
  /** Only for clues the player holds: a locked clue's text never leaves the server. */
  text: z.string().nullable(),
  type: ClueTypeSchema,
  week: z.number().int(),
  tier: TierSchema,
  locked: z.boolean(),
  unlockCost: z.number().int(),
});
export const ArchiveSchema = z.object({
  items: z.array(ArchiveClueSchema),
  summary: z.object({ total: z.number().int(), unlocked: z.number().int(), critical: z.number().int() }),
});

export const UnlockResultSchema = z.object({ clue: OwnedClueSchema, credits: z.number().int(), message: z.string() });

export const ShopItemSchema = z.object({
  code: z.enum(SHOP_CODES),
  title: z.string(),
  description: z.string(),
  type: z.enum(['basic', 'premium', 'exclusive']),
  cost: z.number().int(),
  progressValue: z.number().int(),
  owned: z.boolean(),
});
export const ShopSchema = z.object({ items: z.array(ShopItemSchema), credits: z.number().int() });
export const ShopPurchaseBodySchema = z.object({ code: z.enum(SHOP_CODES, { error: 'Indizio non disponibile' }) }).strict();
export const ShopPurchaseResultSchema = z.object({ credits: z.number().int(), progress: z.number().int(), message: z.string() });

export const DiaryEntrySchema = z.object({ entryId: z.string(), type: z.enum(['note', 'purchase']), content: z.string(), createdAt: IsoDate });
export const DiarySchema = z.object({ items: z.array(DiaryEntrySchema) });
export const DIARY_NOTE_MAX = 500;
export const DiaryNoteBodySchema = z.object({
  content: z.string().trim().min(1, { error: 'La nota è vuota' }).max(DIARY_NOTE_MAX, { error: `La nota può contenere al massimo ${DIARY_NOTE_MAX} caratteri` }),
}).strict();

export const ResetResultSchema = z.object({ deleted: z.number().int() });

// The zod setting comes first: ES modules evaluate their imports in order.
import './zod-config';

/** The only door from web code to the zod schemas of functions/core (see zod-config.ts). */
export { MeSchema, UpdateProfileBodySchema } from '../../../functions/core/api/me';
export { RuntimeConfigSchema } from '../../../functions/core/api/system';
export { ErrorBodySchema } from '../../../functions/core/api/common';
export {
  MissionSchema, MissionStatusSchema, ClueListSchema, ArchiveSchema, UnlockResultSchema, ShopSchema,
  ShopPurchaseResultSchema, DiarySchema, DiaryNoteBodySchema, ResetResultSchema, DIARY_NOTE_MAX,
} from '../../../functions/core/api/gameplay';
export { BuzzQuoteSchema, BuzzResultSchema } from '../../../functions/core/api/buzz';

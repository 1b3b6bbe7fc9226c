// The zod setting comes first (see lib/zod-config.ts): ES modules evaluate imports in order.
import '../../../lib/zod-config';

/** Response schemas of the notifications API, loaded on first use (kept out of the entry chunk). */
export {
  NotificationPageSchema, UnreadSchema, MarkReadResultSchema, ReadAllResultSchema, PreferencesSchema,
  PushPublicKeySchema, NotificationSchema,
} from '../../../../../functions/core/api/notifications';
export { OkSchema } from '../../../../../functions/core/api/common';

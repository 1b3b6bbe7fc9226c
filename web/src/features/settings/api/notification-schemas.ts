// The zod setting comes first (see lib/zod-config.ts).
import '../../../lib/zod-config';

export { PreferencesSchema, PushPublicKeySchema } from '../../../../../functions/core/api/notifications';
export { OkSchema } from '../../../../../functions/core/api/common';

import type { UpdatePreferencesBody } from '../../core/api/notifications';
import { httpRoute } from '../../lib/http';
import { updatePreferences } from '../../domain/notifications/preferences';

export const handler = httpRoute<UpdatePreferencesBody>('updatePreferences', ({ auth, body }) => updatePreferences(auth.userId, body));

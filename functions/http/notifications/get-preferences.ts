import { httpRoute } from '../../lib/http';
import { getPreferences } from '../../domain/notifications/preferences';

export const handler = httpRoute('getPreferences', ({ auth }) => getPreferences(auth.userId));

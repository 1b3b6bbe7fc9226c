import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdatePreferencesBody } from '../../../../../functions/core/api/notifications';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('./notification-schemas').then((m) => m.PreferencesSchema);
export const preferencesKey = ['preferences'] as const;

/** GET /api/me/preferences. */
export const getPreferences = (signal?: AbortSignal): Promise<Preferences> => apiRequest('/api/me/preferences', { schema, signal });
export const usePreferences = () => useQuery({ queryKey: preferencesKey, queryFn: ({ signal }) => getPreferences(signal) });

/** PATCH /api/me/preferences. */
export const updatePreferences = (body: UpdatePreferencesBody): Promise<Preferences> =>
  apiRequest('/api/me/preferences', { method: 'PATCH', body, schema });
export const useUpdatePreferences = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updatePreferences, onSuccess: (p) => qc.setQueryData(preferencesKey, p) });
};

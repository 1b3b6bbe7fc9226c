import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../../functions/core/api/me';
import { apiRequest } from './api-client';
import { useAuthStatus } from './auth-store';

/**
 * GET /api/me: the signed-in agent (user, profile, roles, access-gate state). It is shared by
 * the gate, the shell and several features, so it lives here rather than in one feature.
 * The first call creates the profile on the server.
 */
export const meQueryKey = ['me'] as const;

/** The Me schema, loaded on demand (see SchemaLoader). */
export const loadMeSchema = () => import('./schemas').then((m) => m.MeSchema);

export const getMe = (signal?: AbortSignal): Promise<Me> => apiRequest('/api/me', { schema: loadMeSchema, signal });

export const useMe = () => {
  const status = useAuthStatus();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    enabled: status === 'authenticated',
  });
};

export type { Me };

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, isClientError } from '../lib/api-client';

const MINUTE = 60_000;

/** Spec 01 §9 defaults: gc 5 min, stale 5 min, retry 2 (never a 4xx), 1 s doubling to 30 s. */
export const QUERY_DEFAULTS = {
  gcTime: 5 * MINUTE,
  staleTime: 5 * MINUTE,
  refetchOnWindowFocus: false,
  retry: (failureCount: number, error: unknown) => !isClientError(error) && failureCount < 2,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

/** One place turns a failed read into a toast with the server's Italian message (401 excepted). */
const toastQueryError = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof ApiError) toast.error(error.message);
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError }),
    // Mutations choose their own message (e.g. "Errore durante la selezione del piano").
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: QUERY_DEFAULTS,
      mutations: { retry: false },
    },
  });

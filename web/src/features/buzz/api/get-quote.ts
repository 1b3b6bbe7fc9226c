import { useQuery } from '@tanstack/react-query';
import type { BuzzQuote } from '../../../../../functions/core/api/buzz';
import { apiRequest } from '../../../lib/api-client';

export const buzzKeys = { quote: ['buzz', 'quote'] as const };
const loadSchema = () => import('../../../lib/schemas').then((m) => m.BuzzQuoteSchema);

/** GET /api/buzz/quote: the server's price and counters for the next press (D9). */
export const getBuzzQuote = (signal?: AbortSignal): Promise<BuzzQuote> => apiRequest('/api/buzz/quote', { schema: loadSchema, signal });

export const useBuzzQuote = () => useQuery({ queryKey: buzzKeys.quote, queryFn: ({ signal }) => getBuzzQuote(signal), staleTime: 0 });

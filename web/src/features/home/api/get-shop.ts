import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShopSchema } from '../../../../../functions/core/api/gameplay';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys } from '../../../lib/gameplay';

export type Shop = z.infer<typeof ShopSchema>;
export type ShopItem = Shop['items'][number];

const loadSchema = () => import('../../../lib/schemas').then((m) => m.ShopSchema);

/** GET /api/shop: the server's clue catalogue (D11), what the player owns, the credit balance. */
export const getShop = (signal?: AbortSignal): Promise<Shop> => apiRequest('/api/shop', { schema: loadSchema, signal });

export const useShop = () => useQuery({ queryKey: gameplayKeys.shop, queryFn: ({ signal }) => getShop(signal) });

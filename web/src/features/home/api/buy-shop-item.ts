import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShopPurchaseResultSchema } from '../../../../../functions/core/api/gameplay';
import type { ShopCode } from '../../../../../functions/core/gameplay';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys, refreshProgress, type MissionStatus } from '../../../lib/gameplay';
import type { Shop } from './get-shop';

export type ShopPurchaseResult = z.infer<typeof ShopPurchaseResultSchema>;

const loadSchema = () => import('../../../lib/schemas').then((m) => m.ShopPurchaseResultSchema);

/** POST /api/shop/purchase {code}: one atomic write on the server (credits, item, progress, diary). */
export const buyShopItem = (code: ShopCode): Promise<ShopPurchaseResult> =>
  apiRequest('/api/shop/purchase', { method: 'POST', body: { code }, schema: loadSchema });

export const useBuyShopItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyShopItem,
    onSuccess: (result, code) => {
      // The answer carries the new balance and progress: show them at once, then re-read.
      queryClient.setQueryData<Shop>(gameplayKeys.shop, (shop) =>
        shop && { credits: result.credits, items: shop.items.map((i) => (i.code === code ? { ...i, owned: true } : i)) });
      queryClient.setQueryData<MissionStatus>(gameplayKeys.status, (s) => s && { ...s, credits: result.credits, progress: result.progress });
      void refreshProgress(queryClient);
    },
  });
};

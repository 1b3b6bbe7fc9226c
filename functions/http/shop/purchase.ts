import type { ShopCode } from '../../core/gameplay';
import { httpRoute } from '../../lib/http';
import { buyShopItem } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute<{ code: ShopCode }>('buyShopItem', async ({ auth, body }) => {
  await requireAccess(auth);
  return buyShopItem(auth.userId, body.code);
});

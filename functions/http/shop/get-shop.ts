import { httpRoute } from '../../lib/http';
import { shopView } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute('getShop', async ({ auth }) => shopView(auth.userId, await requireAccess(auth)));

import { httpRoute } from '../../lib/http';
import { getStatus } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute('getMissionStatus', async ({ auth }) => getStatus(auth.userId, await requireAccess(auth)));

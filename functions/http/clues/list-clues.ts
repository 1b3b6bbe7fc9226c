import { httpRoute } from '../../lib/http';
import { listMyClues } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute<unknown, { limit?: number }>('listClues', async ({ auth, query }) => {
  await requireAccess(auth);
  return listMyClues(auth.userId, query.limit);
});

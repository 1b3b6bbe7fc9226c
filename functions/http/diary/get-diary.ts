import { httpRoute } from '../../lib/http';
import { listDiary } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute('getDiary', async ({ auth }) => {
  await requireAccess(auth);
  return listDiary(auth.userId);
});

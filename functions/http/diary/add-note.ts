import { httpRoute } from '../../lib/http';
import { addNote } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute<{ content: string }>('addDiaryNote', async ({ auth, body }) => {
  await requireAccess(auth);
  return addNote(auth.userId, body.content);
}, { status: 201 });

import { httpRoute } from '../../lib/http';
import { unlockClue } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute('unlockClue', async ({ auth, event }) =>
  unlockClue(auth.userId, (await requireAccess(auth)).tier, event.pathParameters?.clueId ?? ''));

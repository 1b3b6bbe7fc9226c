import type { Tier } from '../../core/plans';
import { httpRoute } from '../../lib/http';
import { archive } from '../../domain/mission/gameplay';
import { requireAccess } from '../../domain/mission/access';

export const handler = httpRoute<unknown, { week?: number; tier?: Tier }>('clueArchive', async ({ auth, query }) =>
  archive(auth.userId, (await requireAccess(auth)).tier, query));

import { httpRoute } from '../../lib/http';
import { publicMission, requireMission } from '../../domain/mission/mission';

export const handler = httpRoute('getMission', async () => publicMission(await requireMission(), new Date()));

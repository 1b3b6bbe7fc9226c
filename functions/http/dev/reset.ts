import { httpRoute } from '../../lib/http';
import { deleteProgress } from '../../db/repos/progress-reset';

/** The developer group check and its audit entry are done by the route's middleware (D23). */
export const handler = httpRoute('devReset', async ({ auth }) => ({ deleted: await deleteProgress(auth.userId) }));

import { httpRoute } from '../../lib/http';

/** The group check and the audit entry are done by the route's middleware (access: admin). */
export const handler = httpRoute('adminPing', async () => ({ ok: true as const }));

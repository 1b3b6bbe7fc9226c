import { httpRoute } from '../../lib/http';
import { PLANS, TIERS } from '../../core/plans';

/** GET /api/plans: the catalogue (D5), the one source of names, prices and benefits. */
export const handler = httpRoute('listPlans', async () => ({ plans: TIERS.map((t) => PLANS[t]) }));

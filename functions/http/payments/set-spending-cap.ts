import type { SpendingCapBody } from '../../core/api/payments';
import { httpRoute } from '../../lib/http';
import { loadProfile } from '../../domain/me/me';
import { setSpendingCap } from '../../domain/payments/spending';

export const handler = httpRoute<SpendingCapBody>('setSpendingCap', async ({ auth, body }) => {
  await loadProfile(auth.userId);
  return setSpendingCap(auth.userId, body.monthlyCapCents);
});

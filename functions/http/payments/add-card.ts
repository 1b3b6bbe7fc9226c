import type { AddCardBody } from '../../core/api/payments';
import { httpRoute } from '../../lib/http';
import { loadProfile } from '../../domain/me/me';
import { startAddCard } from '../../domain/payments/cards';

export const handler = httpRoute<AddCardBody>('addCard', async ({ auth, body }) => {
  const p = await loadProfile(auth.userId);
  return startAddCard({ userId: auth.userId, email: p.email, name: p.fullName }, body.from);
});

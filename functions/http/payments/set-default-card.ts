import { httpRoute } from '../../lib/http';
import { setDefaultCard } from '../../domain/payments/cards';

export const handler = httpRoute('setDefaultCard', ({ auth, event }) => setDefaultCard(auth.userId, event.pathParameters?.id ?? ''));

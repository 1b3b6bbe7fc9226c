import { httpRoute } from '../../lib/http';
import { removeCard } from '../../domain/payments/cards';

export const handler = httpRoute('removeCard', ({ auth, event }) => removeCard(auth.userId, event.pathParameters?.id ?? ''));

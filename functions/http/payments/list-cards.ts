import { httpRoute } from '../../lib/http';
import { listCards } from '../../domain/payments/cards-read';

export const handler = httpRoute('listCards', ({ auth }) => listCards(auth.userId));

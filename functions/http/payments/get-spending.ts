import { httpRoute } from '../../lib/http';
import { getSpending } from '../../domain/payments/spending';

export const handler = httpRoute('getSpending', ({ auth }) => getSpending(auth.userId));

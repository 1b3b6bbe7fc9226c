import { httpRoute } from '../../lib/http';
import { getPayment } from '../../domain/payments/payments';
import '../../domain/payments/registered-purposes';

export const handler = httpRoute('getPayment', ({ auth, event }) => getPayment(auth.userId, event.pathParameters?.id ?? ''));

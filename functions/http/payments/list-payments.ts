import { httpRoute } from '../../lib/http';
import { listPayments } from '../../domain/payments/payments-read';

export const handler = httpRoute('listPayments', ({ auth }) => listPayments(auth.userId));

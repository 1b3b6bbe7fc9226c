import { httpRoute } from '../../lib/http';
import { listPayments } from '../../domain/payments/payments';
import '../../domain/payments/registered-purposes';

export const handler = httpRoute('listPayments', ({ auth }) => listPayments(auth.userId));

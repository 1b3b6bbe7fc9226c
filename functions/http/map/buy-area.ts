import { httpRoute } from '../../lib/http';
import { buyArea } from '../../domain/buzz/buzz-map';
import '../../domain/payments/registered-purposes';

export const handler = httpRoute('buzzMapPurchase', ({ auth, idempotencyKey }) => buyArea(auth, idempotencyKey!));

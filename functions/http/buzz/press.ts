import { httpRoute } from '../../lib/http';
import { press } from '../../domain/buzz/buzz';
import '../../domain/payments/registered-purposes';

export const handler = httpRoute('buzzPress', ({ auth, idempotencyKey }) => press(auth, idempotencyKey!));

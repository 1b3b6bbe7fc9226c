import { httpRoute } from '../../lib/http';
import { publicKey } from '../../domain/notifications/push';

export const handler = httpRoute('pushPublicKey', () => publicKey());

// The zod setting comes first (see zod-config.ts): ES modules evaluate imports in order.
import './zod-config';

/** Response schemas of the payments API, loaded on first use (kept out of the entry chunk). */
export {
  SubscriptionViewSchema, RedirectSchema, CardsSchema, PaymentSchema, PaymentsSchema, SpendingSchema, SpendingCapBodySchema,
} from '../../../functions/core/api/payments';

/**
 * Every payment purpose, registered on import. Functions that may apply a payment's effect (the
 * webhook, GET /api/payments/{id}, the routes that start a payment) import this module, so the
 * effect is known wherever the money is confirmed. BUZZ and BUZZ MAPPA add their module here.
 */
import '../buzz/purpose';

import type { ZodType } from 'zod';
import { OkSchema } from './api/common';
import { HealthSchema, OpenApiSchema } from './api/system';
import { MeSchema, UpdateProfileBodySchema, ChoosePlanBodySchema } from './api/me';
import {
  ListNotificationsQuerySchema, NotificationPageSchema, UnreadSchema, MarkReadResultSchema, ReadAllResultSchema,
  PreferencesSchema, UpdatePreferencesBodySchema, PushPublicKeySchema, PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema, BroadcastBodySchema, BroadcastResultSchema,
} from './api/notifications';
import {
  PlansSchema, SubscriptionViewSchema, CheckoutBodySchema, RedirectSchema, CardsSchema, AddCardBodySchema, PaymentSchema,
  PaymentsSchema, SpendingSchema, SpendingCapBodySchema, WebhookAckSchema,
} from './api/payments';
import {
  MissionSchema, MissionStatusSchema, ClueListSchema, ClueListQuerySchema, ArchiveQuerySchema, ArchiveSchema,
  UnlockResultSchema, ShopSchema, ShopPurchaseBodySchema, ShopPurchaseResultSchema, DiarySchema, DiaryNoteBodySchema,
  ResetResultSchema,
} from './api/gameplay';
import { BuzzQuoteSchema, BuzzResultSchema } from './api/buzz';
import { MapAreasSchema, BuzzMapResultSchema } from './api/map-areas';

/**
 * The route table: the single list of HTTP routes. The CDK stack creates one API Gateway route
 * (and one Lambda) per entry, the local gateway serves the same entries with the same handler
 * modules, the OpenAPI document and the authorization-matrix test are generated from it.
 *
 * access:
 * - public:    no token (health, docs; the Stripe webhook checks its own signature)
 * - user:      any signed-in user (Cognito access token)
 * - admin:     user in the `admin` group, checked again in the handler (defence in depth)
 * - developer: user in the `developer` group
 */
export type Access = 'public' | 'user' | 'admin' | 'developer';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler touches: the stack turns these into least-privilege grants. */
export type Uses = 'table:read' | 'table:write' | 'userpool:read' | 'userpool:write' | 'push:publish' | 'ws:manage'
  | 'secret:stripe'
  | 'secret:vapid' | 'mail:send';

export interface RouteDef {
  id: string;
  method: HttpMethod;
  /** API Gateway syntax: `/api/items/{id}`. */
  path: string;
  access: Access;
  /** Module under `functions/` that exports `handler`. */
  handler: string;
  summary: string;
  tag: string;
  body?: ZodType;
  query?: ZodType;
  response: ZodType;
  /** Money-moving routes require an `Idempotency-Key` header. */
  idempotent?: boolean;
  uses: readonly Uses[];
}

export const ROUTES = [
  {
    id: 'health', method: 'GET', path: '/api/health', access: 'public', tag: 'system',
    handler: 'http/system/health', summary: 'Stato del servizio: tabella e user pool raggiungibili',
    response: HealthSchema, uses: ['table:read', 'userpool:read'],
  },
  {
    id: 'openapi', method: 'GET', path: '/api/openapi.json', access: 'public', tag: 'system',
    handler: 'http/system/openapi', summary: 'Documento OpenAPI 3.1 generato dalla tabella delle rotte',
    response: OpenApiSchema, uses: [],
  },
  {
    id: 'getMe', method: 'GET', path: '/api/me', access: 'user', tag: 'me',
    handler: 'http/me/get-me', summary: 'Utente, profilo, ruoli e stato del gate di accesso',
    response: MeSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'updateProfile', method: 'PATCH', path: '/api/me/profile', access: 'user', tag: 'me',
    handler: 'http/me/update-profile', summary: "Modifica il nome dell'agente",
    body: UpdateProfileBodySchema, response: MeSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'choosePlan', method: 'POST', path: '/api/me/plan', access: 'user', tag: 'me',
    handler: 'http/me/choose-plan', summary: 'Sceglie il piano Base (i piani a pagamento passano dal checkout)',
    body: ChoosePlanBodySchema, response: MeSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  // --- gameplay (issue 4) ---
  {
    id: 'getMission', method: 'GET', path: '/api/mission', access: 'public', tag: 'mission',
    handler: 'http/mission/get-mission', summary: 'Missione corrente: parte pubblica e impegno sulla posizione del premio',
    response: MissionSchema, uses: ['table:read'],
  },
  {
    id: 'getMissionStatus', method: 'GET', path: '/api/mission/status', access: 'user', tag: 'mission',
    handler: 'http/mission/get-status', summary: 'Stato della missione del giocatore (creato alla prima visita)',
    response: MissionStatusSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'listClues', method: 'GET', path: '/api/clues', access: 'user', tag: 'clues',
    handler: 'http/clues/list-clues', summary: 'I miei indizi, dal più recente',
    query: ClueListQuerySchema, response: ClueListSchema, uses: ['table:read'],
  },
  {
    id: 'clueArchive', method: 'GET', path: '/api/clues/archive', access: 'user', tag: 'clues',
    handler: 'http/clues/archive', summary: 'Archivio indizi per settimana e piano (testo solo per gli indizi posseduti)',
    query: ArchiveQuerySchema, response: ArchiveSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'unlockClue', method: 'POST', path: '/api/clues/{clueId}/unlock', access: 'user', tag: 'clues',
    handler: 'http/clues/unlock', summary: 'Sblocca un indizio con i crediti (una sola scrittura atomica)',
    response: UnlockResultSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'getShop', method: 'GET', path: '/api/shop', access: 'user', tag: 'shop',
    handler: 'http/shop/get-shop', summary: 'TRACCIA CONSOLE: catalogo e crediti',
    response: ShopSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'buyShopItem', method: 'POST', path: '/api/shop/purchase', access: 'user', tag: 'shop',
    handler: 'http/shop/purchase', summary: 'Acquista un indizio della console con i crediti',
    body: ShopPurchaseBodySchema, response: ShopPurchaseResultSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'getDiary', method: 'GET', path: '/api/diary', access: 'user', tag: 'diary',
    handler: 'http/diary/get-diary', summary: 'TRACCIA AGENT: note e acquisti',
    response: DiarySchema, uses: ['table:read'],
  },
  {
    id: 'addDiaryNote', method: 'POST', path: '/api/diary', access: 'user', tag: 'diary',
    handler: 'http/diary/add-note', summary: 'Aggiunge una nota al diario',
    body: DiaryNoteBodySchema, response: DiarySchema, uses: ['table:read', 'table:write'],
  },
  {
    id: 'buzzQuote', method: 'GET', path: '/api/buzz/quote', access: 'user', tag: 'buzz',
    handler: 'http/buzz/quote', summary: 'Prezzo del prossimo BUZZ, contatori e blocchi, calcolati dal server',
    response: BuzzQuoteSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'buzzPress', method: 'POST', path: '/api/buzz', access: 'user', tag: 'buzz', idempotent: true,
    handler: 'http/buzz/press', summary: 'BUZZ: addebita il prezzo calcolato e concede un indizio nuovo, una volta sola',
    response: BuzzResultSchema, uses: ['table:read', 'table:write', 'userpool:read', 'secret:stripe'],
  },
  {
    id: 'listMapAreas', method: 'GET', path: '/api/map-areas', access: 'user', tag: 'buzz',
    handler: 'http/map/list-areas', summary: 'Le aree BUZZ MAPPA del giocatore e il prezzo della prossima',
    response: MapAreasSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'buzzMapPurchase', method: 'POST', path: '/api/buzz-map', access: 'user', tag: 'buzz', idempotent: true,
    handler: 'http/map/buy-area', summary: "BUZZ MAPPA: addebita il prezzo per indizi posseduti e genera un'area che contiene il premio",
    response: BuzzMapResultSchema, uses: ['table:read', 'table:write', 'userpool:read', 'secret:stripe'],
  },
  {
    id: 'devReset', method: 'POST', path: '/api/dev/reset', access: 'developer', tag: 'developer',
    handler: 'http/dev/reset', summary: 'Azzera i progressi del chiamante (solo gruppo developer)',
    response: ResetResultSchema, uses: ['table:read', 'table:write'],
  },
  // --- payments (issue 3) ---
  {
    id: 'listPlans', method: 'GET', path: '/api/plans', access: 'public', tag: 'payments',
    handler: 'http/payments/list-plans', summary: 'Catalogo dei piani (nomi, prezzi in centesimi, accesso anticipato, crediti)',
    response: PlansSchema, uses: [],
  },
  {
    id: 'getSubscription', method: 'GET', path: '/api/subscription', access: 'user', tag: 'payments',
    handler: 'http/payments/get-subscription', summary: "Piano effettivo e stato dell'abbonamento (dai webhook)",
    response: SubscriptionViewSchema, uses: ['table:read'],
  },
  {
    id: 'subscriptionCheckout', method: 'POST', path: '/api/subscriptions/checkout', access: 'user', tag: 'payments',
    handler: 'http/payments/subscription-checkout', summary: 'Apre il checkout di un piano mensile; risponde con la pagina di pagamento',
    body: CheckoutBodySchema, response: RedirectSchema, uses: ['table:read', 'table:write', 'userpool:read', 'secret:stripe'],
  },
  {
    id: 'subscriptionCancel', method: 'POST', path: '/api/subscriptions/cancel', access: 'user', tag: 'payments',
    handler: 'http/payments/subscription-cancel', summary: "Annulla l'abbonamento alla fine del periodo pagato",
    response: SubscriptionViewSchema, uses: ['table:read', 'table:write', 'secret:stripe'],
  },
  {
    id: 'listCards', method: 'GET', path: '/api/payments/cards', access: 'user', tag: 'payments',
    handler: 'http/payments/list-cards', summary: 'Carte salvate (marca, ultime 4 cifre, scadenza)',
    response: CardsSchema, uses: ['table:read'],
  },
  {
    id: 'addCard', method: 'POST', path: '/api/payments/cards/setup', access: 'user', tag: 'payments',
    handler: 'http/payments/add-card', summary: 'Apre la pagina del fornitore per salvare una carta (SetupIntent)',
    body: AddCardBodySchema, response: RedirectSchema, uses: ['table:read', 'table:write', 'userpool:read', 'secret:stripe'],
  },
  {
    id: 'setDefaultCard', method: 'POST', path: '/api/payments/cards/{id}/default', access: 'user', tag: 'payments',
    handler: 'http/payments/set-default-card', summary: 'Imposta la carta predefinita (non scaduta)',
    response: CardsSchema, uses: ['table:read', 'table:write', 'secret:stripe'],
  },
  {
    id: 'removeCard', method: 'DELETE', path: '/api/payments/cards/{id}', access: 'user', tag: 'payments',
    handler: 'http/payments/remove-card', summary: 'Rimuove una carta (solo se ne resta almeno una)',
    response: CardsSchema, uses: ['table:read', 'table:write', 'secret:stripe'],
  },
  {
    id: 'listPayments', method: 'GET', path: '/api/payments', access: 'user', tag: 'payments',
    handler: 'http/payments/list-payments', summary: 'Storico dei pagamenti',
    response: PaymentsSchema, uses: ['table:read'],
  },
  {
    id: 'getPayment', method: 'GET', path: '/api/payments/{id}', access: 'user', tag: 'payments',
    handler: 'http/payments/get-payment', summary: 'Un pagamento, riconciliato con il fornitore mentre è aperto',
    response: PaymentSchema, uses: ['table:read', 'table:write', 'secret:stripe'],
  },
  {
    id: 'getSpending', method: 'GET', path: '/api/me/spending-cap', access: 'user', tag: 'payments',
    handler: 'http/payments/get-spending', summary: 'Limite di spesa mensile e speso nel mese',
    response: SpendingSchema, uses: ['table:read'],
  },
  {
    id: 'setSpendingCap', method: 'PUT', path: '/api/me/spending-cap', access: 'user', tag: 'payments',
    handler: 'http/payments/set-spending-cap', summary: 'Imposta o toglie il limite di spesa mensile (D15a)',
    body: SpendingCapBodySchema, response: SpendingSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'stripeWebhook', method: 'POST', path: '/webhooks/stripe', access: 'public', tag: 'payments',
    handler: 'http/webhooks/stripe', summary: 'Webhook Stripe: firma verificata sul corpo grezzo, ogni evento applicato una volta',
    response: WebhookAckSchema, uses: ['table:read', 'table:write', 'secret:stripe'],
  },
  {
    id: 'adminPing', method: 'GET', path: '/api/admin/ping', access: 'admin', tag: 'admin',
    handler: 'http/admin/ping', summary: "Verifica dell'accesso admin (scritta nel registro di audit)",
    response: OkSchema, uses: ['table:write'],
  },
  // --- notifications (issue 5) ---
  {
    id: 'listNotifications', method: 'GET', path: '/api/notifications', access: 'user', tag: 'notifications',
    handler: 'http/notifications/list', summary: 'Le mie notifiche non eliminate, dalla più recente, a pagine (filtri: tutte, non lette, avvisi)',
    query: ListNotificationsQuerySchema, response: NotificationPageSchema, uses: ['table:read'],
  },
  {
    id: 'unreadNotificationsCount', method: 'GET', path: '/api/notifications/unread-count', access: 'user', tag: 'notifications',
    handler: 'http/notifications/unread-count', summary: 'Numero di notifiche non lette (badge)',
    response: UnreadSchema, uses: ['table:read'],
  },
  {
    id: 'markNotificationRead', method: 'POST', path: '/api/notifications/{id}/read', access: 'user', tag: 'notifications',
    handler: 'http/notifications/mark-read', summary: 'Segna come letta',
    response: MarkReadResultSchema, uses: ['table:write'],
  },
  {
    id: 'markAllNotificationsRead', method: 'POST', path: '/api/notifications/read-all', access: 'user', tag: 'notifications',
    handler: 'http/notifications/mark-all-read', summary: 'Segna tutte come lette',
    response: ReadAllResultSchema, uses: ['table:write'],
  },
  {
    id: 'deleteNotification', method: 'DELETE', path: '/api/notifications/{id}', access: 'user', tag: 'notifications',
    handler: 'http/notifications/delete', summary: 'Elimina una notifica (eliminazione logica)',
    response: UnreadSchema, uses: ['table:write'],
  },
  {
    id: 'getPreferences', method: 'GET', path: '/api/me/preferences', access: 'user', tag: 'me',
    handler: 'http/notifications/get-preferences', summary: 'Preferenze delle notifiche',
    response: PreferencesSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'updatePreferences', method: 'PATCH', path: '/api/me/preferences', access: 'user', tag: 'me',
    handler: 'http/notifications/update-preferences', summary: 'Modifica le preferenze delle notifiche',
    body: UpdatePreferencesBodySchema, response: PreferencesSchema, uses: ['table:read', 'table:write', 'userpool:read'],
  },
  {
    id: 'pushPublicKey', method: 'GET', path: '/api/push/public-key', access: 'user', tag: 'push',
    handler: 'http/push/public-key', summary: 'Chiave pubblica VAPID per iscrivere il browser alle notifiche push',
    response: PushPublicKeySchema, uses: ['secret:vapid'],
  },
  {
    id: 'pushSubscribe', method: 'PUT', path: '/api/push/subscription', access: 'user', tag: 'push',
    handler: 'http/push/subscribe', summary: 'Registra (o aggiorna) la sottoscrizione push di questo browser',
    body: PushSubscriptionBodySchema, response: OkSchema, uses: ['table:write'],
  },
  {
    id: 'pushUnsubscribe', method: 'DELETE', path: '/api/push/subscription', access: 'user', tag: 'push',
    handler: 'http/push/unsubscribe', summary: 'Rimuove la sottoscrizione push di questo browser',
    body: PushUnsubscribeBodySchema, response: OkSchema, uses: ['table:write'],
  },
  {
    id: 'broadcastNotification', method: 'POST', path: '/api/admin/notifications', access: 'admin', tag: 'admin',
    handler: 'http/notifications/broadcast', summary: 'Invia una notifica (in app e push) a tutti i giocatori',
    body: BroadcastBodySchema, response: BroadcastResultSchema, uses: ['table:write', 'push:publish'],
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const routeById = (id: RouteId): RouteDef => {
  const r = ROUTES.find((x) => x.id === id);
  if (!r) throw new Error(`unknown route ${id}`);
  return r;
};

/** WebSocket routes of the WebSocket API (the token is checked at $connect). */
export const WS_ROUTES = [
  { routeKey: '$connect', handler: 'ws/connect', uses: ['table:write'] },
  { routeKey: '$disconnect', handler: 'ws/disconnect', uses: ['table:write'] },
  { routeKey: '$default', handler: 'ws/default', uses: ['table:read', 'ws:manage'] },
] as const satisfies readonly { routeKey: string; handler: string; uses: readonly Uses[] }[];

/** Consumers of the table's stream (one event source mapping each). */
export const STREAM_CONSUMERS = [
  { id: 'table-stream', handler: 'streams/table-stream', uses: ['table:read', 'table:write', 'ws:manage', 'push:publish'] },
] as const satisfies readonly { id: string; handler: string; uses: readonly Uses[] }[];

/** Subscribers of the push topic (SNS): Web Push to devices and admin broadcasts, in batches. */
export const TOPIC_CONSUMERS = [
  { id: 'push-fan-out', handler: 'jobs/push-fan-out', uses: ['table:read', 'table:write', 'secret:vapid'] },
] as const satisfies readonly { id: string; handler: string; uses: readonly Uses[] }[];

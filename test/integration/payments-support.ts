import { inject } from 'vitest';
import Stripe from 'stripe';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_WEBHOOK_SECRET } from '../../functions/adapters/payments/common';
import { api, baseUrl } from './support';

/** Helpers that act as the player's browser on the local checkout page, and as Stripe. */

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';

export interface PageResult { status: number; location: string | null; html: string }

/** Submits the local checkout page's form, as the browser would. */
export const submitCheckout = async (
  url: string,
  card: { number?: string; expiry?: string; cvc?: string; name?: string; action?: 'pay' | 'cancel' } = {},
): Promise<PageResult> => {
  const form = new URLSearchParams({
    action: card.action ?? 'pay', number: card.number ?? CARD_OK, expiry: card.expiry ?? '12/34', cvc: card.cvc ?? '123', name: card.name ?? 'MARIO ROSSI',
  });
  const res = await fetch(url, { method: 'POST', body: form, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};

export const local = async <T = any>(path: string, body?: unknown): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${baseUrl()}/_local/payments/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

export const drain = () => local('drain');

/** Polls until `check` holds (webhooks are asynchronous, as with Stripe). */
export const eventually = async <T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
};

/** Subscribes a player through the real journey: checkout → local page → webhooks. */
export const subscribe = async (token: string, tier: 'silver' | 'gold' | 'black' | 'titanium', number = CARD_OK) => {
  const checkout = await api('/api/subscriptions/checkout', { method: 'POST', token, body: { tier } });
  if (checkout.status !== 200) throw new Error(`checkout ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const page = await submitCheckout(checkout.body.url, { number });
  return { checkout: checkout.body as { url: string; sessionId: string }, page };
};

export const addCard = async (token: string, number: string, expiry = '12/34') => {
  const setup = await api('/api/payments/cards/setup', { method: 'POST', token, body: {} });
  return submitCheckout(setup.body.url, { number, expiry });
};

export const me = async (token: string) => (await api('/api/me', { token })).body;

let doc: DynamoDBDocumentClient | undefined;
const db = () => {
  const env = inject('localEnv');
  doc ??= DynamoDBDocumentClient.from(new DynamoDBClient({
    endpoint: env.DYNAMODB_ENDPOINT, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));
  return { doc, table: env.TABLE_NAME! };
};

/** Items of a player whose sort key starts with `prefix`, read straight from the table. */
export const itemsOf = async (userId: string, prefix: string) => {
  const { doc: d, table } = db();
  const out = await d.send(new QueryCommand({
    TableName: table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': prefix }, ConsistentRead: true,
  }));
  return out.Items ?? [];
};

/** Writes an item straight into the table (a card the provider page would never accept, e.g. expired). */
export const putItem = async (item: Record<string, unknown>) => {
  const { doc: d, table } = db();
  await d.send(new PutCommand({ TableName: table, Item: item }));
};

export const eventRecord = async (eventId: string) => {
  const { doc: d, table } = db();
  return (await d.send(new GetCommand({ TableName: table, Key: { pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }, ConsistentRead: true }))).Item ?? null;
};

/** POSTs a payload to the webhook as Stripe would, with a signature made by Stripe's helper. */
export const postWebhook = (payload: string, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) => {
  const signature = opts.signature === undefined
    ? Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? LOCAL_WEBHOOK_SECRET, timestamp: opts.timestamp })
    : opts.signature;
  return fetch(`${baseUrl()}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
};

export interface HeldEvent { id: string; type: string; payload: string }
export const heldEvents = async (userId: string): Promise<HeldEvent[]> =>
  (await local<{ events: HeldEvent[] }>(`events?userId=${encodeURIComponent(userId)}`)).body.events;

export const providerState = async (userId: string) =>
  (await local<{ subscriptions: any[]; invoices: any[]; refunds: string[] }>(`state?userId=${encodeURIComponent(userId)}`)).body;

export const testCharge = (body: { userId: string; amountCents: number; credits?: number; idempotencyKey: string; refuse?: boolean }) =>
  local('test-charge', body);

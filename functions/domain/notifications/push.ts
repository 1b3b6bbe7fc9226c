import { createHash } from 'node:crypto';
import { pushSubscriptionEntity } from '../../db/entities/push-subscription';
import type { PushSubscriptionBody } from '../../core/api/notifications';
import { ALL_PLAYER_SHARDS } from '../../db/entities/profile';
import { webPushSender, type PushOutcome, type PushPayload, type PushSender } from '../../adapters/web-push';
import { pushPublisher, type PushMessage, type PushPublisher } from '../../adapters/push-topic';
import { vapidKeys } from '../../adapters/vapid';
import { logger } from '../../lib/logger';
import { ulid } from 'ulid';
import { notify } from './notify';
import { mapLimit, playersOfShard } from './players';

export const subscriptionIdOf = (endpoint: string): string => createHash('sha256').update(endpoint).digest('hex').slice(0, 32);

export const publicKey = async () => ({ publicKey: (await vapidKeys()).publicKey });

/** Upsert per user and endpoint (spec 03 §7: conflict on user_id and token). */
export const saveSubscription = async (userId: string, body: PushSubscriptionBody, now = new Date()) => {
  const at = now.toISOString();
  const subscriptionId = subscriptionIdOf(body.endpoint);
  const existing = await pushSubscriptionEntity().get({ userId, subscriptionId }).go();
  await pushSubscriptionEntity()
    .put({
      userId, subscriptionId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth,
      deviceType: 'web_push', createdAt: existing.data?.createdAt ?? at, lastUsed: at,
    })
    .go();
  return { ok: true as const };
};

export const removeSubscription = async (userId: string, endpoint: string) => {
  await pushSubscriptionEntity().delete({ userId, subscriptionId: subscriptionIdOf(endpoint) }).go();
  return { ok: true as const };
};

export const subscriptionsOf = async (userId: string) =>
  (await pushSubscriptionEntity().query.byUser({ userId }).go({ pages: 'all' })).data;

export interface PushDeps {
  sender: PushSender;
  publisher: () => PushPublisher;
  now: () => Date;
}
const defaults: PushDeps = { sender: webPushSender, publisher: pushPublisher, now: () => new Date() };

/** Sends one payload to every device of a player; dead subscriptions (404/410) are removed. */
export const pushToUser = async (userId: string, payload: PushPayload, deps: Partial<PushDeps> = {}) => {
  const d = { ...defaults, ...deps };
  const subs = await subscriptionsOf(userId);
  const outcomes = await mapLimit(subs, 5, async (s): Promise<PushOutcome> => {
    try {
      const outcome = await d.sender.send(s, payload);
      if (outcome === 'gone') await pushSubscriptionEntity().delete({ userId, subscriptionId: s.subscriptionId }).go();
      else if (outcome === 'sent') {
        await pushSubscriptionEntity().patch({ userId, subscriptionId: s.subscriptionId }).set({ lastUsed: d.now().toISOString() }).go().catch(() => undefined);
      }
      return outcome;
    } catch (e) {
      logger.warn('web push failed', { subscriptionId: s.subscriptionId, error: e as Error });
      return 'failed';
    }
  });
  return {
    sent: outcomes.filter((o) => o === 'sent').length,
    gone: outcomes.filter((o) => o === 'gone').length,
    failed: outcomes.filter((o) => o === 'failed').length,
  };
};

/**
 * Admin broadcast (spec 03 §2 /admin/send-notification): one message per directory shard on the
 * push topic; each fan-out invocation handles its shard, so a large audience is spread over
 * parallel invocations instead of one long one.
 */
export const startBroadcast = async (
  input: { title: string; message: string; url?: string }, deps: Partial<PushDeps> = {},
): Promise<{ id: string; batches: number }> => {
  const d = { ...defaults, ...deps };
  const broadcastId = ulid(d.now().getTime());
  const messages: PushMessage[] = ALL_PLAYER_SHARDS.map((shard) => ({
    kind: 'broadcast', broadcastId, shard, title: input.title, message: input.message, url: input.url ?? null,
  }));
  await d.publisher().publish(messages);
  logger.info('broadcast queued', { broadcastId, batches: messages.length });
  return { id: broadcastId, batches: messages.length };
};

/**
 * One shard of a broadcast: every player gets the in-app notification (once per broadcast, even
 * if SNS delivers the message twice) and, where it was created now, a push to their devices.
 */
export const runBroadcastShard = async (
  m: Extract<PushMessage, { kind: 'broadcast' }>, deps: Partial<PushDeps> = {},
): Promise<{ notified: number; pushed: number }> => {
  let notified = 0;
  let pushed = 0;
  for await (const page of playersOfShard(m.shard)) {
    const results = await mapLimit(page, 10, async (p) => {
      const r = await notify(
        p.userId,
        { type: 'general', title: m.title, message: m.message, url: m.url ?? undefined, onceKey: `broadcast#${m.broadcastId}`, push: false },
        { profile: p },
      );
      if (r.status !== 'created') return 0;
      notified++;
      const out = await pushToUser(p.userId, { id: r.notification.id, type: r.notification.type, title: m.title, body: m.message, url: m.url ?? '/notifications' }, deps);
      return out.sent;
    });
    pushed += results.reduce((a, b) => a + b, 0);
  }
  return { notified, pushed };
};

/** The fan-out's entry: one SNS message. */
export const handlePushMessage = async (m: PushMessage, deps: Partial<PushDeps> = {}) => {
  if (m.kind === 'user') {
    const n = m.notification;
    return pushToUser(m.userId, { id: n.id, type: n.type, title: n.title, body: n.message, url: n.url ?? '/notifications' }, deps);
  }
  return runBroadcastShard(m, deps);
};

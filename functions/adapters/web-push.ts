import webpush from 'web-push';
import { vapidKeys } from './vapid';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushPayload {
  id: string;
  title: string;
  body: string;
  url: string;
  type: string;
}

/** `gone` = the push service said 404/410: the subscription is dead and must be removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(sub: StoredSubscription, payload: PushPayload): Promise<PushOutcome>;
}

/** Web Push lasts a day in the push service; a notice older than that is stale anyway. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push with VAPID (RFC 8291 encryption, RFC 8292 auth). web-push builds the request
 * (headers and encrypted body); it is sent with fetch, which also reaches the local push
 * endpoint over plain http (web-push itself only speaks https).
 */
export const webPushSender: PushSender = {
  async send(sub, payload) {
    const keys = await vapidKeys();
    const req = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      { TTL: TTL_SECONDS, vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey } },
    );
    const res = await fetch(req.endpoint, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.body ? new Uint8Array(req.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  },
};

import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { LIVE_CHANGED, LIVE_NOTIFICATION } from '../../core/notifications';
import { apiGatewayConnections, type ConnectionSender } from '../../adapters/connections';
import { pushPublisher, type PushMessage, type PushPublisher } from '../../adapters/push-topic';
import { connectionsOf, removeConnection } from '../../db/repos/connections';
import { toApiNotification } from './notify';
import type { NotificationItem } from '../../db/repos/notifications';

/** Stream images are in DynamoDB's typed JSON; these items only use S, N, BOOL, L, M, NULL. */
const plain = (v: AttributeValue): unknown => {
  if (v.S !== undefined) return v.S;
  if (v.N !== undefined) return Number(v.N);
  if (v.BOOL !== undefined) return v.BOOL;
  if (v.NULL) return null;
  if (v.L) return v.L.map(plain);
  if (v.M) return Object.fromEntries(Object.entries(v.M).map(([k, x]) => [k, plain(x)]));
  if (v.SS) return v.SS;
  return undefined;
};
export const unmarshallImage = (img?: Record<string, AttributeValue>): Record<string, unknown> | null =>
  img ? Object.fromEntries(Object.entries(img).map(([k, v]) => [k, plain(v)])) : null;

/** A live message for one player: what the table change means to their open tabs. */
export interface LiveMessage {
  userId: string;
  data: unknown;
  /** Set for a new notification that should also reach the player's devices. */
  push?: PushMessage;
}

/**
 * Reads one stream record: a new notification → `{type:'notification', notification}` (and a
 * push when asked); a change of the player's counter (create, read, read-all, delete all move
 * it) → `{type:'notifications-changed', unread}`, so every open tab updates. Other items: none.
 * Later issues add their own cases here (BUZZ MAPPA areas, winners, interceptor events).
 */
export const liveMessagesOf = (record: DynamoDBRecord): LiveMessage[] => {
  const img = unmarshallImage(record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined);
  if (!img) return [];
  const entity = img.__edb_e__;
  if (entity === 'notification' && record.eventName === 'INSERT') {
    const n = img as unknown as NotificationItem;
    const notification = toApiNotification(n);
    return [{
      userId: n.userId,
      data: { type: LIVE_NOTIFICATION, notification },
      ...(n.push ? { push: { kind: 'user' as const, userId: n.userId, notification: { id: notification.id, type: notification.type, title: notification.title, message: notification.message, url: notification.url } } } : {}),
    }];
  }
  if (entity === 'mapArea' && record.eventName === 'INSERT') {
    // D10 / spec 02 §4: a new BUZZ MAPPA area reaches the map screens live ('buzzAreaCreated').
    return [{
      userId: String(img.userId),
      data: { type: 'buzz-area', area: { generation: Number(img.generation), lat: img.lat, lng: img.lng, radiusKm: img.radiusKm, week: img.week, createdAt: img.createdAt } },
    }];
  }
  if (entity === 'notificationCounter' && (record.eventName === 'INSERT' || record.eventName === 'MODIFY')) {
    return [{ userId: String(img.userId), data: { type: LIVE_CHANGED, unread: Math.max(0, Number(img.unread ?? 0)) } }];
  }
  return [];
};

export interface LiveDeps {
  connections: ConnectionSender;
  publisher: () => PushPublisher;
}
const defaults: LiveDeps = { connections: apiGatewayConnections, publisher: pushPublisher };

/**
 * Delivers a batch's live messages: each player's connections are read once; a connection that
 * answers 410 is removed. Pushes are published to the topic in one go. Returns the records
 * whose delivery failed (for the event source mapping's partial batch response).
 */
export const deliverLive = async (
  records: DynamoDBRecord[], deps: Partial<LiveDeps> = {},
): Promise<{ posted: number; failedRecordIds: string[] }> => {
  const d = { ...defaults, ...deps };
  const perRecord = records.map((r) => ({ id: r.dynamodb?.SequenceNumber ?? r.eventID ?? '', messages: liveMessagesOf(r) }));
  const users = [...new Set(perRecord.flatMap((r) => r.messages.map((m) => m.userId)))];
  const conns = new Map<string, string[]>();
  await Promise.all(users.map(async (u) => conns.set(u, await connectionsOf(u))));
  const failed = new Set<string>();
  let posted = 0;
  const pushes: PushMessage[] = [];
  for (const r of perRecord) {
    for (const m of r.messages) {
      if (m.push) pushes.push(m.push);
      for (const c of conns.get(m.userId) ?? []) {
        try {
          if (await d.connections.post(c, m.data)) posted++;
          else {
            await removeConnection(c);
            conns.set(m.userId, (conns.get(m.userId) ?? []).filter((x) => x !== c));
          }
        } catch {
          failed.add(r.id);
        }
      }
    }
  }
  if (pushes.length) await d.publisher().publish(pushes);
  return { posted, failedRecordIds: [...failed] };
};

import { Service, type EntityItem } from 'electrodb';
import { entityConfig } from '../entities/common';
import { notificationEntity } from '../entities/notification';
import { notificationCounterEntity } from '../entities/notification-counter';
import { noticeOnceEntity } from '../entities/notice-once';
import { scheduledNotificationEntity } from '../entities/scheduled-notification';

export type NotificationItem = EntityItem<ReturnType<typeof notificationEntity>>;
export type ScheduledItem = EntityItem<ReturnType<typeof scheduledNotificationEntity>>;

const service = () =>
  new Service(
    {
      notification: notificationEntity(),
      counter: notificationCounterEntity(),
      once: noticeOnceEntity(),
      scheduled: scheduledNotificationEntity(),
    },
    entityConfig(),
  );

type Builder = Parameters<ReturnType<typeof service>['transaction']['write']>[0];
type Entities = Parameters<Builder>[0];
type Commit = ReturnType<Builder>[number];

/** Moves the unread counter by `delta` and bumps `seq`, so its stream record always fires. */
const counterMove = (e: Entities, userId: string, delta: number, at: string) =>
  e.counter.update({ userId }).add({ unread: delta, seq: 1 }).set({ changedAt: at }).commit();

export type TxOutcome = { ok: true } | { ok: false; failed: number[] };

/**
 * One transaction built from the notification entities. ElectroDB reports a cancelled
 * transaction as `canceled` (it does not throw): the caller reads which items' conditions
 * failed. A conflict with a concurrent transaction on the same items says nothing about the
 * data, so it is retried a few times.
 */
const write = async (build: (e: Entities) => Commit[]): Promise<TxOutcome> => {
  for (let attempt = 0; ; attempt++) {
    const svc = service();
    const out = await svc.transaction.write((e) => build(e)).go();
    if (!out.canceled) return { ok: true };
    const data = (out.data ?? []) as { rejected?: boolean; code?: string }[];
    const failed = data.flatMap((d, i) => (d.code === 'ConditionalCheckFailed' ? [i] : []));
    const conflict = failed.length === 0;
    if (conflict && attempt < 5) {
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt + Math.random() * 20));
      continue;
    }
    return { ok: false, failed };
  }
};

export interface CreateOptions {
  /** Deliver at most once per player for this key (notice-once item in the same transaction). */
  onceKey?: string;
  /** Claim this scheduled item (pending → sent) in the same transaction. */
  claim?: { scheduleId: string; dueAt: string };
}

export type CreateResult = 'created' | 'duplicate' | 'claimed-elsewhere';

/** Writes a notification, moves the counter, and optionally marks "once" and claims a schedule. */
export const createNotification = async (item: NotificationItem, opts: CreateOptions = {}): Promise<CreateResult> => {
  const at = item.createdAt;
  const out = await write((e) => {
    const ops: Commit[] = [
      e.notification.create(item).commit(),
      counterMove(e, item.userId, 1, at),
    ];
    if (opts.onceKey) {
      ops.push(e.once.create({ userId: item.userId, key: opts.onceKey, notificationId: item.notificationId, createdAt: at }).commit());
    }
    if (opts.claim) {
      ops.push(claimOp(e, item.userId, opts.claim, 'sent', at, item.notificationId));
    }
    return ops;
  });
  if (out.ok) return 'created';
  // Item order: 0 notification, 1 counter, then once (if any), then claim (if any).
  const claimIndex = opts.onceKey ? 3 : 2;
  if (opts.claim && out.failed.includes(claimIndex)) return 'claimed-elsewhere';
  if (opts.onceKey && out.failed.includes(2)) return 'duplicate';
  throw new Error(`notification transaction cancelled (items ${out.failed.join(',') || 'conflict'})`);
};

const claimOp = (
  e: Entities, userId: string, claim: { scheduleId: string; dueAt: string }, state: 'sent' | 'skipped', at: string,
  notificationId?: string,
) =>
  e.scheduled
    .patch({ userId, scheduleId: claim.scheduleId })
    // The due index is sparse: naming its composite (dueAt, unchanged) lets ElectroDB drop its keys.
    .set({ state, dueAt: claim.dueAt, doneAt: at, ...(notificationId ? { notificationId } : {}) })
    .where(({ state: s }, { eq }) => eq(s, 'pending'))
    .commit();

/** Claims a scheduled item without delivering it (the player's preferences said no). */
export const skipScheduled = async (userId: string, claim: { scheduleId: string; dueAt: string }, at: string): Promise<boolean> => {
  const out = await write((e) => [claimOp(e, userId, claim, 'skipped', at)]);
  return out.ok;
};

/** Marks one notification read (only if unread and not deleted) and decrements the counter. */
export const markRead = async (userId: string, notificationId: string, at: string): Promise<boolean> => {
  const out = await write((e) => [
    e.notification
      .patch({ userId, notificationId })
      .set({ read: true, readAt: at })
      .where(({ read, deleted }, { eq }) => `${eq(read, false)} AND ${eq(deleted, false)}`)
      .commit(),
    counterMove(e, userId, -1, at),
  ]);
  return out.ok;
};

/**
 * Marks many unread notifications read in one transaction (≤ 99 items plus the counter). If any
 * of them changed meanwhile the whole batch is cancelled and `false` tells the caller to fall
 * back to one at a time.
 */
export const markManyRead = async (userId: string, ids: string[], at: string): Promise<boolean> => {
  if (ids.length === 0) return true;
  const out = await write((e) => [
    ...ids.map((notificationId) =>
      e.notification
        .patch({ userId, notificationId })
        .set({ read: true, readAt: at })
        .where(({ read, deleted }, { eq }) => `${eq(read, false)} AND ${eq(deleted, false)}`)
        .commit(),
    ),
    counterMove(e, userId, -ids.length, at),
  ]);
  return out.ok;
};

/**
 * Soft delete (spec 01 §4: is_deleted). `wasUnread` is what the caller read: the condition
 * checks it still holds, so the counter moves by exactly what the item contributed.
 */
export const softDelete = async (userId: string, notificationId: string, wasUnread: boolean, at: string): Promise<boolean> => {
  const out = await write((e) => [
    e.notification
      .patch({ userId, notificationId })
      .set({ deleted: true, deletedAt: at })
      .where(({ read, deleted }, { eq }) => `${eq(read, !wasUnread)} AND ${eq(deleted, false)}`)
      .commit(),
    counterMove(e, userId, wasUnread ? -1 : 0, at),
  ]);
  return out.ok;
};

export const getNotification = async (userId: string, notificationId: string): Promise<NotificationItem | null> =>
  (await notificationEntity().get({ userId, notificationId }).go({ consistent: true })).data ?? null;

/** The unread count: one strongly consistent GetItem of the counter (absent = 0). */
export const unreadCount = async (userId: string): Promise<number> => {
  const c = await notificationCounterEntity().get({ userId }).go({ consistent: true });
  return Math.max(0, c.data?.unread ?? 0);
};

export type ListFilter = 'all' | 'unread' | 'alerts';

/**
 * Newest first, not deleted, by cursor. The filter is a FilterExpression on the player's own
 * partition (never a Scan); ElectroDB keeps reading pages until `count` items match.
 */
export const listNotifications = async (
  userId: string, opts: { filter: ListFilter; count: number; cursor?: string | null },
): Promise<{ items: NotificationItem[]; cursor: string | null }> => {
  const out = await notificationEntity()
    .query.byUser({ userId })
    .where(({ deleted, read, type }, { eq }) => {
      const base = eq(deleted, false);
      if (opts.filter === 'unread') return `${base} AND ${eq(read, false)}`;
      if (opts.filter === 'alerts') return `${base} AND (${eq(type, 'alert')} OR ${eq(type, 'critical')})`;
      return base;
    })
    .go({ order: 'desc', count: opts.count, limit: 100, cursor: opts.cursor ?? null });
  return { items: out.data, cursor: out.cursor ?? null };
};

/** Every unread, not deleted notification id of a player (for "Segna tutte come lette"). */
export const unreadIds = async (userId: string): Promise<string[]> => {
  const out = await notificationEntity()
    .query.byUser({ userId })
    .where(({ deleted, read }, { eq }) => `${eq(deleted, false)} AND ${eq(read, false)}`)
    .go({ pages: 'all', attributes: ['notificationId'] });
  return out.data.map((n) => n.notificationId);
};

/** Scheduled items due up to `nowIso`, oldest first (sparse index: only pending ones). */
export const dueScheduled = async (nowIso: string, max: number): Promise<ScheduledItem[]> => {
  const out = await scheduledNotificationEntity()
    .query.due({})
    .lte({ dueAt: nowIso, scheduleId: '\uffff' } as never)
    .go({ count: max, limit: 100 });
  return out.data;
};

export const putScheduled = async (item: ScheduledItem): Promise<void> => {
  await scheduledNotificationEntity().create(item).go();
};

export const getScheduled = async (userId: string, scheduleId: string): Promise<ScheduledItem | null> =>
  (await scheduledNotificationEntity().get({ userId, scheduleId }).go({ consistent: true })).data ?? null;

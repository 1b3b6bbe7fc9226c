import { notFound } from '../../lib/errors';
import { MSG } from '../../core/messages';
import type { ListNotificationsQuery, Notification, NotificationPage } from '../../core/api/notifications';
import {
  getNotification, listNotifications, markManyRead, markRead, softDelete, unreadCount, unreadIds,
} from '../../db/repos/notifications';
import { toApiNotification } from './notify';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const found = async (userId: string, id: string) => {
  const n = ULID.test(id) ? await getNotification(userId, id) : null;
  if (!n || n.deleted) throw notFound(MSG.notificationNotFound);
  return n;
};

export const listInbox = async (userId: string, q: ListNotificationsQuery): Promise<NotificationPage> => {
  let cursor = q.cursor ?? null;
  // A cursor is ElectroDB's encoded LastEvaluatedKey; one that does not decode is a bad request.
  if (cursor && !/^[A-Za-z0-9+/=_-]+$/.test(cursor)) cursor = null;
  const [page, unread] = await Promise.all([
    listNotifications(userId, { filter: q.filter, count: q.limit, cursor }),
    unreadCount(userId),
  ]);
  return { items: page.items.map(toApiNotification), nextCursor: page.cursor, unread };
};

export const getUnread = async (userId: string) => ({ unread: await unreadCount(userId) });

/** Opening or "Segna come letta": idempotent, a read notice stays read. */
export const readOne = async (userId: string, id: string, now = new Date()): Promise<{ notification: Notification; unread: number }> => {
  const n = await found(userId, id);
  const at = now.toISOString();
  if (!n.read) await markRead(userId, id, at); // false = another tab read it first: same outcome
  return { notification: toApiNotification({ ...n, read: true }), unread: await unreadCount(userId) };
};

const CHUNK = 50;

/** "Segna tutte come lette": batches of 50 in one transaction each; a batch that raced falls back to one by one. */
export const readAll = async (userId: string, now = new Date()): Promise<{ updated: number; unread: number }> => {
  const at = now.toISOString();
  const ids = await unreadIds(userId);
  let updated = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    if (await markManyRead(userId, chunk, at)) {
      updated += chunk.length;
      continue;
    }
    for (const id of chunk) if (await markRead(userId, id, at)) updated++;
  }
  return { updated, unread: await unreadCount(userId) };
};

/** Soft delete (is_deleted); the unread counter drops if the notice was unread. */
export const deleteOne = async (userId: string, id: string, now = new Date()): Promise<{ unread: number }> => {
  const at = now.toISOString();
  for (let attempt = 0; attempt < 3; attempt++) {
    const n = await found(userId, id);
    if (await softDelete(userId, id, !n.read, at)) break;
    // it was read (or deleted) meanwhile: read again and retry with what it is now
  }
  return { unread: await unreadCount(userId) };
};

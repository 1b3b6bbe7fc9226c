import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '../../../../../functions/core/api/notifications';
import { notificationKeys } from './keys';

type Pages = InfiniteData<NotificationPage, string | null>;

const eachList = (qc: QueryClient, fn: (data: Pages) => Pages) => {
  for (const [key, data] of qc.getQueriesData<Pages>({ queryKey: [...notificationKeys.all, 'list'] })) {
    if (data) qc.setQueryData(key, fn(data));
  }
};

export const setUnread = (qc: QueryClient, unread: number) => qc.setQueryData(notificationKeys.unread, { unread });

/** Optimistic: the screen shows "read" at once; the server's answer (and the live event) confirm it. */
export const applyRead = (qc: QueryClient, which: (n: Notification) => boolean) =>
  eachList(qc, (d) => ({ ...d, pages: d.pages.map((p) => ({ ...p, items: p.items.map((n) => (which(n) ? { ...n, read: true } : n)) })) }));

export const removeFromLists = (qc: QueryClient, id: string) =>
  eachList(qc, (d) => ({ ...d, pages: d.pages.map((p) => ({ ...p, items: p.items.filter((n) => n.id !== id) })) }));

/** A notification that arrived live goes on top of the "all" list at once (no refetch needed). */
export const prependLive = (qc: QueryClient, n: Notification) => {
  const key = notificationKeys.list('all');
  const data = qc.getQueryData<Pages>(key);
  if (!data?.pages[0] || data.pages.some((p) => p.items.some((x) => x.id === n.id))) return;
  qc.setQueryData<Pages>(key, { ...data, pages: [{ ...data.pages[0], items: [n, ...data.pages[0].items] }, ...data.pages.slice(1)] });
};

import { useMemo, useState } from 'react';
import type { Notification } from '../../../../../functions/core/api/notifications';
import { CATEGORY_ORDER, categoryOf, PAGE_FILTERS, type PageFilter } from '../../../../../functions/core/notifications';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useDeleteNotification } from '../api/delete-notification';
import { NotificationRow } from './notification-row';
import { NotificationDetail } from './notification-detail';
import { NT } from '../texts';
import '../notifications.css';

/**
 * /notifications (spec 01 §2): filters Generali (all), Buzz (unread only), Classifica (alerts),
 * refresh, "Segna tutte come lette", collapsible groups by category, an empty state with reload.
 * It never polls: the live socket keeps it current.
 */
export const NotificationsScreen = () => {
  const [filter, setFilter] = useState<PageFilter>('all');
  const [open, setOpen] = useState<Notification | null>(null);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const list = useNotifications(filter);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const del = useDeleteNotification();

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const groups = useMemo(
    () => CATEGORY_ORDER.map((c) => ({ c, items: items.filter((n) => categoryOf(n.type) === c) })).filter((g) => g.items.length),
    [items],
  );
  const toggle = (c: string) =>
    setCollapsed((s) => {
      const next = new Set(s);
      if (next.has(c)) next.delete(c);
      else next.add(c);
      return next;
    });

  return (
    <section className="page notifications">
      <div className="notifications__head">
        <h1 className="page__title">{NT.title}</h1>
        <div className="row">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {NT.refresh}
          </button>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {NT.markAllRead}
          </button>
        </div>
      </div>
      <div className="chips" role="group" aria-label={NT.filtersLabel}>
        {PAGE_FILTERS.map((f) => (
          <button key={f} type="button" className={`chip${f === filter ? ' is-active' : ''}`} aria-pressed={f === filter} onClick={() => setFilter(f)}>
            {NT.filters[f]}
          </button>
        ))}
      </div>

      {list.isPending ? <p className="muted">{NT.title}…</p> : null}
      {!list.isPending && items.length === 0 ? (
        <div className="card notifications__empty">
          <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
            <path d="M16 42V30a16 16 0 0 1 32 0v12l4 5H12z" fill="none" stroke="var(--c-border-strong)" strokeWidth="2.5" />
            <path d="M27 52a5 5 0 0 0 10 0" fill="none" stroke="var(--c-accent)" strokeWidth="2.5" />
          </svg>
          <h2>{NT.empty}</h2>
          <p className="muted">{NT.emptyText}</p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void list.refetch()}>{NT.reload}</button>
        </div>
      ) : null}

      {groups.map(({ c, items: groupItems }) => {
        const isOpen = !collapsed.has(c);
        const unread = groupItems.filter((n) => !n.read).length;
        return (
          <section key={c} className="notif-group" aria-labelledby={`notif-group-${c}`}>
            <h2 className="notif-group__head">
              <button type="button" id={`notif-group-${c}`} className="notif-group__toggle" aria-expanded={isOpen} onClick={() => toggle(c)}>
                <span>{NT.categories[c]}</span>
                <span className="notif-group__count">{unread ? `${unread}/${groupItems.length}` : groupItems.length}</span>
                <span className="notif-group__chevron" aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
              </button>
            </h2>
            {isOpen ? (
              <ul className="notif-list">
                {groupItems.map((n) => (
                  <NotificationRow key={n.id} n={n} onOpen={setOpen} onMarkRead={(x) => markRead.mutate(x.id)} onDelete={(x) => del.mutate(x.id)} />
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      {list.hasNextPage ? (
        <button type="button" className="btn btn--ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {NT.loadMore}
        </button>
      ) : null}
      <NotificationDetail n={open} onClose={() => setOpen(null)} />
    </section>
  );
};

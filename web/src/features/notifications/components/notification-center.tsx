import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Notification } from '../../../../../functions/core/api/notifications';
import { DRAWER_TABS, drawerTabOf, ISLAND_HIDE_MS, type DrawerTab } from '../../../../../functions/core/notifications';
import { useLiveNotifications } from '../live/use-live-notifications';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { NotificationRow } from './notification-row';
import { NotificationDetail } from './notification-detail';
import { useSwipeUpToClose } from './notification-bell';
import { NT } from '../texts';
import '../notifications.css';

/** The drawer (spec 01 §2): tabs all, leaderboard, buzz, map, weekly, generic; newest first; mark all read. */
export const NotificationDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [tab, setTab] = useState<DrawerTab>('all');
  const [detail, setDetail] = useState<Notification | null>(null);
  const list = useNotifications('all', open);
  const markAll = useMarkAllRead();
  const swipe = useSwipeUpToClose(onClose);
  if (!open) return null;
  const items = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((n) => tab === 'all' || drawerTabOf(n.type) === tab);
  return createPortal(
    <div className="notif-drawer__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="notif-drawer" role="dialog" aria-label={NT.drawer} {...swipe}>
        <div className="notif-dropdown__head">
          <h2 className="notif-dropdown__title">{NT.drawer}</h2>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => markAll.mutate()}>{NT.markAllRead}</button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>{NT.close}</button>
        </div>
        <div className="chips chips--scroll" role="tablist" aria-label={NT.drawerTabs}>
          {DRAWER_TABS.map((t) => (
            <button key={t} type="button" role="tab" aria-selected={t === tab} className={`chip${t === tab ? ' is-active' : ''}`} onClick={() => setTab(t)}>
              {NT.tabs[t]}
            </button>
          ))}
        </div>
        {items.length === 0 && !list.isPending ? <p className="muted notif-dropdown__empty">{NT.empty}</p> : null}
        <ul className="notif-list notif-drawer__list" role="tabpanel">
          {items.map((n) => <NotificationRow key={n.id} n={n} onOpen={setDetail} />)}
        </ul>
      </div>
      <NotificationDetail n={detail} onClose={() => setDetail(null)} />
    </div>,
    document.body,
  );
};

/**
 * Mounted once by the app shell: keeps notifications live, and shows the dynamic-island activity
 * with the unread count when it rises (or at the first load), hiding itself after 5 s (spec 01
 * §2, 02 §4); tapping it opens the drawer.
 */
export const NotificationCenter = ({ unread }: { unread: number | undefined }) => {
  useLiveNotifications();
  const [island, setIsland] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (unread === undefined) return;
    const before = previous.current;
    previous.current = unread;
    if (unread > 0 && (before === undefined || unread > before)) setIsland(true);
  }, [unread]);
  useEffect(() => {
    if (!island) return;
    const t = setTimeout(() => setIsland(false), ISLAND_HIDE_MS);
    return () => clearTimeout(t);
  }, [island, unread]);

  return (
    <>
      {island && unread ? (
        <button
          type="button"
          className="dynamic-island"
          data-testid="dynamic-island"
          onClick={() => {
            setIsland(false);
            setDrawer(true);
          }}
        >
          <span className="dynamic-island__pulse" aria-hidden="true" />
          <span role="status">{NT.island(unread)}</span>
        </button>
      ) : null}
      <NotificationDrawer open={drawer} onClose={() => setDrawer(false)} />
    </>
  );
};

import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../../../functions/core/api/notifications';
import { SWIPE_CLOSE_PX } from '../../../../../functions/core/notifications';
import { BellIcon } from '../../../components/ui/icons';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useDeleteNotification } from '../api/delete-notification';
import { NotificationRow } from './notification-row';
import { NotificationDetail } from './notification-detail';
import { NT } from '../texts';
import '../notifications.css';

/** Closes on an upward swipe of at least 64 px (spec 01 §9, 02 §2). */
export const useSwipeUpToClose = (onClose: () => void) => {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: ReactPointerEvent) => {
      start.current = e.clientY;
    },
    onPointerUp: (e: ReactPointerEvent) => {
      if (start.current !== null && start.current - e.clientY >= SWIPE_CLOSE_PX) onClose();
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
};

/**
 * The header bell (spec 01 §2) with the dropdown panel of spec 02 §2: the latest notifications,
 * open → detail dialog (marks read), "Segna come letta", "Segna tutte come lette", delete; a
 * swipe up of 64 px, Escape or a tap outside closes it. The dot shows while unread ones exist.
 */
export const NotificationBell = ({ unread }: { unread: number }) => {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Notification | null>(null);
  const list = useNotifications('all', open);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const del = useDeleteNotification();
  const close = () => setOpen(false);
  const swipe = useSwipeUpToClose(close);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !detail && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, detail]);

  const items = (list.data?.pages[0]?.items ?? []).slice(0, 8);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={NT.bell}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {unread > 0 ? <span className="app-header__dot" data-testid="bell-dot" aria-hidden="true" /> : null}
      </button>
      {open
        ? createPortal(
            <div className="notif-dropdown__backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
              <div className="notif-dropdown" role="dialog" aria-label={NT.dropdown} {...swipe}>
                <div className="notif-dropdown__head">
                  <h2 className="notif-dropdown__title">{NT.title}</h2>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => markAll.mutate()} disabled={unread === 0}>
                    {NT.markAllRead}
                  </button>
                </div>
                {items.length === 0 && !list.isPending ? <p className="muted notif-dropdown__empty">{NT.empty}</p> : null}
                <ul className="notif-list">
                  {items.map((n) => (
                    <NotificationRow key={n.id} n={n} onOpen={setDetail} onMarkRead={(x) => markRead.mutate(x.id)} onDelete={(x) => del.mutate(x.id)} />
                  ))}
                </ul>
                <div className="notif-dropdown__foot">
                  <Link to="/notifications" className="btn btn--ghost btn--sm" onClick={close}>{NT.viewAll}</Link>
                  <span className="notif-dropdown__grip" aria-hidden="true" title={NT.swipeHint} />
                </div>
              </div>
            </div>,
            document.body,
          )
        : null}
      <NotificationDetail n={detail} onClose={() => setDetail(null)} />
    </>
  );
};

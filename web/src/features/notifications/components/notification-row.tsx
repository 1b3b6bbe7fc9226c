import type { Notification } from '../../../../../functions/core/api/notifications';
import { NT, relativeTime } from '../texts';

interface RowProps {
  n: Notification;
  onOpen: (n: Notification) => void;
  onMarkRead?: (n: Notification) => void;
  onDelete?: (n: Notification) => void;
}

/** One notification in a list: opening it shows the detail (and marks it read). */
export const NotificationRow = ({ n, onOpen, onMarkRead, onDelete }: RowProps) => (
  <li className={`notif-row${n.read ? '' : ' notif-row--unread'}`} data-testid="notification-row">
    <button type="button" className="notif-row__main" onClick={() => onOpen(n)}>
      <span className={`notif-row__dot notif-type--${n.type}`} aria-hidden="true" />
      <span className="notif-row__text">
        <span className="notif-row__title">
          {n.title}
          {n.read ? null : <span className="visually-hidden"> ({NT.unread})</span>}
        </span>
        <span className="notif-row__message">{n.message}</span>
        <span className="notif-row__meta">
          {NT.types[n.type]} · <time dateTime={n.createdAt}>{relativeTime(n.createdAt)}</time>
        </span>
      </span>
    </button>
    {onMarkRead || onDelete ? (
      <span className="notif-row__actions">
        {onMarkRead && !n.read ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onMarkRead(n)}>{NT.markRead}</button>
        ) : null}
        {onDelete ? (
          <button type="button" className="btn btn--danger btn--sm" aria-label={`${NT.delete}: ${n.title}`} onClick={() => onDelete(n)}>
            {NT.delete}
          </button>
        ) : null}
      </span>
    ) : null}
  </li>
);

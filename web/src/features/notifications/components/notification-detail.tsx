import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../../../functions/core/api/notifications';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { useMarkRead } from '../api/mark-read';
import { useDeleteNotification } from '../api/delete-notification';
import { NT } from '../texts';

/**
 * The detail dialog (spec 02 §2): opening it marks the notification read; it can be deleted
 * from here, and its link followed.
 */
export const NotificationDetail = ({ n, onClose }: { n: Notification | null; onClose: () => void }) => {
  const markRead = useMarkRead();
  const del = useDeleteNotification();
  const { mutate } = markRead;
  useEffect(() => {
    if (n && !n.read) mutate(n.id);
  }, [n, mutate]);
  if (!n) return null;
  return (
    <Dialog open title={n.title} onClose={onClose}>
      <div className="notif-detail">
        <p className="notif-detail__meta">
          <span className={`badge notif-type-badge notif-type--${n.type}`}>{NT.types[n.type]}</span>
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </p>
        <p className="notif-detail__message">{n.message}</p>
        <div className="row">
          {n.url ? <Link className="btn btn--primary btn--sm" to={n.url} onClick={onClose}>{NT.open}</Link> : null}
          <button
            type="button"
            className="btn btn--danger btn--sm"
            onClick={() => {
              del.mutate(n.id);
              onClose();
            }}
          >
            {NT.delete}
          </button>
        </div>
      </div>
    </Dialog>
  );
};

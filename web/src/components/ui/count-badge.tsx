import { formatBadgeCount } from '../../lib/format';

/** Unread counter; hidden at 0, capped at "99+" (spec 01 §2). */
export const CountBadge = ({ count, label }: { count: number; label?: string }) => {
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid="count-badge">
      {formatBadgeCount(count)}
      {label ? <span className="visually-hidden"> {label}</span> : null}
    </span>
  );
};

import { Outlet } from 'react-router-dom';
import { useMe } from '../../lib/me';
import { useLogout } from '../../lib/use-logout';
import { Header } from '../../components/layout/header';
import { BottomBar } from '../../components/layout/bottom-bar';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { useUnreadCount } from '../../features/notifications/api/unread-count';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import '../../components/layout/shell.css';

/**
 * Header and bottom bar around a protected screen (spec 01 §2 Layout). `full` is for the map,
 * buzz and games screens; `padded` adds the 119 px top padding of the other pages.
 */
export const AppLayout = ({ variant }: { variant: 'full' | 'padded' }) => {
  const me = useMe();
  const logout = useLogout();
  // Kept live by the notification center's WebSocket (D21): no polling while it is up.
  const unread = useUnreadCount();
  const unreadCount = unread.data ?? 0;

  if (!me.data) return <LoadingScreen />;
  return (
    <div className="shell">
      <Header me={me.data} unreadCount={unreadCount} onLogout={() => void logout()} bell={<NotificationBell unread={unreadCount} />} />
      <NotificationCenter unread={unread.data} />
      <div className="shell__column">
        <main id="main" className={`shell__content${variant === 'padded' ? ' shell__content--padded' : ''}`}>
          <Outlet />
        </main>
      </div>
      <BottomBar unreadCount={unreadCount} />
    </div>
  );
};

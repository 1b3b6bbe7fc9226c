import { NavLink } from 'react-router-dom';
import type { ComponentType, SVGProps } from 'react';
import { BellIcon, BuzzIcon, HomeIcon, MapIcon, RadarIcon, TrophyIcon } from '../ui/icons';
import { CountBadge } from '../ui/count-badge';
import { paths } from '../../config/paths';
import { T } from '../../i18n/it';

interface Tab {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  special?: boolean;
  badge?: boolean;
}

const TABS: Tab[] = [
  { to: paths.home, label: T.tabs.home, Icon: HomeIcon },
  { to: paths.map, label: T.tabs.map, Icon: MapIcon },
  { to: paths.buzz, label: T.tabs.buzz, Icon: BuzzIcon, special: true },
  { to: paths.intelligence, label: T.tabs.intelligence, Icon: RadarIcon },
  { to: paths.notifications, label: T.tabs.notifications, Icon: BellIcon, badge: true },
  { to: paths.leaderboard, label: T.tabs.leaderboard, Icon: TrophyIcon },
];

/** The six tabs (spec 01 §2). Buzz pulses (not under reduced motion); Notifiche carries the count. */
export const BottomBar = ({ unreadCount }: { unreadCount: number }) => (
  <nav className="bottom-bar" aria-label={T.mainNav}>
    <ul className="bottom-bar__list">
      {TABS.map(({ to, label, Icon, special, badge }) => (
        <li key={to} className="bottom-bar__item">
          <NavLink to={to} className={`bottom-bar__tab${special ? ' bottom-bar__tab--buzz' : ''}`}>
            <span className="bottom-bar__icon">
              <Icon />
              {badge ? (
                <span className="bottom-bar__badge">
                  <CountBadge count={unreadCount} label={T.unreadNotifications} />
                </span>
              ) : null}
            </span>
            <span className="bottom-bar__label">{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);

import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Me } from '../../../../functions/core/api/me';
import { LogoMark } from '../ui/logo';
import { BackIcon, BellIcon, GearIcon } from '../ui/icons';
import { ReferralCode } from './referral-code';
import { Avatar } from './avatar';
import { AgentProfilePopup } from './agent-profile-popup';
import { MAIN_TABS, paths } from '../../config/paths';
import { PRODUCT, T } from '../../i18n/it';

interface HeaderProps {
  me: Me;
  unreadCount: number;
  onLogout: () => void;
  /** The notifications bell with its dropdown, composed by the app layout; a plain link without it. */
  bell?: ReactNode;
}

/** The app header (spec 01 §2 Layout): logo, back, referral code, bell, settings, avatar. */
export const Header = ({ me, unreadCount, onLogout, bell }: HeaderProps) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const showBack = !MAIN_TABS.includes(pathname);

  const goBack = () => {
    // React Router numbers history entries: idx 0 means this is the first page of the tab.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home);
  };

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <div className="app-header__start">
          {showBack ? (
            <button type="button" className="icon-button" aria-label={T.back} onClick={goBack}>
              <BackIcon />
            </button>
          ) : null}
          <Link to={paths.home} className="logo app-header__logo" aria-label={T.goHome}>
            <LogoMark />
            <span className="logo__word app-header__word" aria-hidden="true">{PRODUCT}</span>
          </Link>
        </div>
        <div className="app-header__end">
          <ReferralCode code={me.profile.referralCode} />
          {bell ?? (
            <Link to={paths.notifications} className="icon-button" aria-label={T.openNotifications}>
              <BellIcon />
              {unreadCount > 0 ? <span className="app-header__dot" aria-label={T.unreadNotifications} role="img" /> : null}
            </Link>
          )}
          <Link to={paths.settings} className="icon-button app-header__settings" aria-label={T.settingsLink}>
            <GearIcon />
          </Link>
          <button
            type="button"
            className="app-header__avatar"
            aria-label={T.openAgentProfile}
            aria-haspopup="dialog"
            onClick={() => setProfileOpen(true)}
          >
            <Avatar name={me.profile.agentName} url={me.profile.avatarUrl} size={40} />
          </button>
        </div>
      </div>
      <AgentProfilePopup
        open={profileOpen}
        me={me}
        onClose={() => setProfileOpen(false)}
        onLogout={() => {
          setProfileOpen(false);
          onLogout();
        }}
      />
    </header>
  );
};

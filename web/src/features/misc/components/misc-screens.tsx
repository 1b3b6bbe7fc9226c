import { Link } from 'react-router-dom';
import { PublicPage } from '../../../components/layout/public-page';
import { StatusScreen } from '../../../components/layout/status-screen';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../misc.css';

/** /kyc: the identity-verification pointer (the procedure itself comes with the profile). */
export const KycScreen = () => (
  <PublicPage title={T.kyc.title}>
    <div className="card stack" style={{ textAlign: 'center', justifyItems: 'center' }}>
      <p>{T.kyc.text}</p>
      <Link className="btn btn--primary" to={paths.landing}>{T.backToHomepage}</Link>
    </div>
  </PublicPage>
);

const Figure = ({ variant }: { variant: 'uomo' | 'donna' }) => (
  <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
    <circle cx="32" cy="32" r="29" stroke="var(--c-border-strong)" />
    <circle cx="32" cy="24" r="9" stroke="var(--c-accent)" />
    {variant === 'uomo' ? (
      <path d="M16 52c2-9 8-14 16-14s14 5 16 14" stroke="var(--c-accent)" />
    ) : (
      <path d="M18 52l6-14h16l6 14M23 24c0-10 18-10 18 0 0 6 3 9 3 9M23 24c0 6-3 9-3 9" stroke="var(--c-accent)" />
    )}
  </svg>
);

/** /select-mission: the mission type carried to registration as `?preference=`. */
export const SelectMissionScreen = () => (
  <PublicPage title={T.selectMission.title} subtitle={T.selectMission.text}>
    <div className="select-mission__choices">
      {(['uomo', 'donna'] as const).map((p) => (
        <Link key={p} className="card select-mission__choice" to={`${paths.register}?preference=${p}`}>
          <Figure variant={p} />
          <span>{T.register.missionTypes[p]}</span>
        </Link>
      ))}
    </div>
  </PublicPage>
);

export const AccessDeniedScreen = () => (
  <StatusScreen
    tone="danger"
    title={MSG.accessDenied}
    actions={<Link className="btn btn--primary" to={paths.home}>{T.backHome}</Link>}
  >
    <p className="muted">{T.accessDeniedText}</p>
  </StatusScreen>
);

export const NotFoundScreen = () => (
  <StatusScreen title={MSG.notFoundPage} actions={<Link className="btn btn--primary" to={paths.home}>{T.backHome}</Link>} />
);

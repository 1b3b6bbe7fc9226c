import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../ui/logo';
import { paths } from '../../config/paths';

/** Public pages (no header, no bottom bar): the logo, a heading and a centred column. */
export const PublicPage = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) => (
  <main className="public">
    <div className="public__column">
      <Link to={paths.landing} className="public__brand">
        <Logo />
      </Link>
      <header className="public__heading">
        <h1>{title}</h1>
        {subtitle ? <p className="muted">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  </main>
);

import { Link } from 'react-router-dom';
import { PublicPage } from '../../../components/layout/public-page';
import { paths } from '../../../config/paths';
import { T } from '../../../i18n/it';

/** /auth: the public entry to the agents' area. */
export const AuthScreen = () => (
  <PublicPage title={T.authPage.title} subtitle={T.authPage.text}>
    <div className="card stack">
      <Link className="btn btn--primary btn--block" to={paths.login}>{T.login.submit}</Link>
      <Link className="btn btn--ghost btn--block" to={paths.register}>{T.login.register}</Link>
    </div>
  </PublicPage>
);

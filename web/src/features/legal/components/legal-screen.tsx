import { Link, useLocation } from 'react-router-dom';
import { PublicPage } from '../../../components/layout/public-page';
import { paths } from '../../../config/paths';
import { T } from '../../../i18n/it';

/**
 * Legal and information pages. Their documents are published later by the operator (legal
 * documents by type); until one exists the spec's "not available" message is shown.
 */
export const LegalScreen = () => {
  const { pathname } = useLocation();
  const title = T.legal.links[pathname] ?? T.legal.links[paths.terms] ?? '';
  return (
    <PublicPage title={title}>
      <div className="card stack" style={{ textAlign: 'center', justifyItems: 'center' }}>
        <p>{T.legal.notAvailable}</p>
        <Link className="btn btn--primary" to={paths.landing}>{T.backToHomepage}</Link>
      </div>
    </PublicPage>
  );
};

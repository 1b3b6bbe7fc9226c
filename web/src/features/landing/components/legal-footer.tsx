import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PRODUCT, T } from '../../../i18n/it';

const FOOTER_LINKS = [paths.privacyPolicy, paths.cookiePolicy, paths.termsIt, paths.contacts];

export const LegalFooter = () => (
  <footer className="landing__footer">
    <nav aria-label={T.landing.legalNav}>
      <ul className="landing__legal">
        {FOOTER_LINKS.map((to) => (
          <li key={to}><Link to={to}>{T.legal.links[to]}</Link></li>
        ))}
      </ul>
    </nav>
    <p className="muted">{T.landing.fairPlay}</p>
    <p className="muted">
      © {PRODUCT} · <Link to={paths.safeCreative}>{T.landing.copyright}</Link>
    </p>
  </footer>
);

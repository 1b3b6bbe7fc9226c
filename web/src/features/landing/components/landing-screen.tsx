import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/logo';
import { LegalFooter } from './legal-footer';
import { HeroArt } from './hero-art';
import { paths } from '../../../config/paths';
import { PRODUCT, T } from '../../../i18n/it';
import '../landing.css';

/** The public landing page (spec 01 §2 Landing page). Mission dates come later, from the server (D2). */
export const LandingScreen = () => (
  <div className="landing">
    <header className="landing__top">
      <Logo />
      <Link to={paths.login} className="btn btn--ghost btn--sm">{T.landing.login}</Link>
    </header>
    <main>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__copy">
          <h1 id="hero-title" className="hero__title">
            <span className="hero__welcome">{T.landing.welcome}</span>
            <span className="hero__brand">{PRODUCT}</span>
          </h1>
          <p className="hero__mission">{T.landing.missionStart}</p>
          <p className="hero__possible">{T.landing.possible}</p>
          <p className="hero__tagline">{T.landing.tagline}</p>
          <div className="hero__actions">
            <Link to={paths.register} className="btn btn--primary">{T.landing.join}</Link>
            <a href="#come-funziona" className="btn btn--ghost">{T.landing.learnMore}</a>
          </div>
        </div>
        <HeroArt />
      </section>

      <section id="come-funziona" className="how" aria-labelledby="how-title">
        <h2 id="how-title" className="how__title">{T.landing.howTitle}</h2>
        <ol className="how__steps">
          {T.landing.steps.map((step, i) => (
            <li key={step.title} className="how__step">
              <span className="how__num num" aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="how__cta">
          <Link to={paths.register} className="btn btn--gold">{T.landing.join}</Link>
          <Link to={paths.kyc} className="how__kyc">{T.landing.kyc}</Link>
        </div>
      </section>
    </main>
    <LegalFooter />
  </div>
);

import { Link } from 'react-router-dom';
import { useMe } from '../../../lib/me';
import { PlanBadge } from '../../../components/ui/plan-badge';
import { paths } from '../../../config/paths';
import { MSG, T } from '../../../i18n/it';
import '../home.css';

/** /home: "Centro di Comando Agente". The mission modules arrive with the gameplay issue. */
export const HomeScreen = () => {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <section className="page home">
      <header className="home__head">
        <p className="eyebrow">{T.home.greeting(me.profile.agentName)}</p>
        <h1 className="page__title">{MSG.homeTitle}</h1>
      </header>
      <dl className="home__stats">
        <div className="card home__stat">
          <dt>{T.home.agentCode}</dt>
          <dd className="num">{me.profile.agentCode}</dd>
        </div>
        <div className="card home__stat">
          <dt>{T.home.credits}</dt>
          <dd className="num home__credits">{me.profile.credits.toLocaleString('it-IT')}</dd>
        </div>
        <div className="card home__stat">
          <dt>{T.home.plan}</dt>
          <dd><PlanBadge tier={me.profile.tier} /></dd>
        </div>
      </dl>
      <nav className="home__modules" aria-label={T.home.modules}>
        {[
          { to: paths.map, label: T.tabs.map },
          { to: paths.buzz, label: T.tabs.buzz },
          { to: paths.intelligence, label: T.tabs.intelligence },
          { to: paths.leaderboard, label: T.tabs.leaderboard },
        ].map((m) => (
          <Link key={m.to} to={m.to} className="card home__module">
            <span>{m.label}</span>
            <span aria-hidden="true" className="home__arrow">→</span>
          </Link>
        ))}
      </nav>
    </section>
  );
};

import { Link } from 'react-router-dom';
import { useMe } from '../../../lib/me';
import { useMission, useMissionStatus } from '../../../lib/gameplay';
import { ErrorCard } from '../../../components/ui/error-card';
import { PlanBadge } from '../../../components/ui/plan-badge';
import { paths } from '../../../config/paths';
import { GAME, MSG } from '../../../i18n/it';
import { HOME_CONTENT_DELAY_MS, useDelay } from '../hooks/use-delay';
import { PrizeCard } from './prize-card';
import { MissionSummary } from './mission-summary';
import { ClueConsole } from './clue-console';
import { AgentDiary } from './agent-diary';
import '../home.css';

/**
 * /home: "Centro di Comando Agente", the mission dashboard (spec 02 §2): prize card, mission
 * summary, TRACCIA CONSOLE, TRACCIA AGENT. "Caricamento..." while loading, the content after
 * 300 ms, the "Errore" card with "Riprova" if the mission or the status cannot be read.
 * The notifications banner and dropdown belong to the notifications feature.
 */
export const HomeScreen = () => {
  const { data: me } = useMe();
  const mission = useMission();
  const status = useMissionStatus({ live: true });
  const delayed = useDelay(HOME_CONTENT_DELAY_MS);
  if (!me) return null;

  const staff = me.roles.includes('admin') || me.roles.includes('developer');
  const failed = mission.isError || status.isError;
  const retry = () => {
    if (mission.isError) void mission.refetch();
    if (status.isError) void status.refetch();
  };

  let body;
  if (failed) {
    body = <ErrorCard message={GAME.statusLoadError} onRetry={retry} retrying={mission.isFetching || status.isFetching} />;
  } else if (!delayed || !mission.data || !status.data) {
    body = (
      <div className="home__loading" role="status" aria-busy="true">
        <span className="spinner home__spinner" aria-hidden="true" />
        <p className="num">{MSG.loading}</p>
      </div>
    );
  } else {
    body = (
      <div className="home__content">
        <PrizeCard prize={mission.data.prize} visibility={status.data.visibility} />
        <MissionSummary mission={mission.data} status={status.data} isDeveloper={me.roles.includes('developer')} />
        <ClueConsole />
        <AgentDiary />
      </div>
    );
  }

  return (
    <section className="page home">
      <header className="home__head">
        <p className="eyebrow">{GAME.greeting(me.profile.agentName)}</p>
        <h1 className="page__title home__title">{MSG.homeTitle}</h1>
        <div className="home__agent">
          <span className="muted num">{me.profile.agentCode}</span>
          <PlanBadge tier={me.profile.tier} />
          {status.data ? <span className="home__credits num">{GAME.credits(status.data.credits)}</span> : null}
        </div>
        {staff ? (
          <Link to={paths.panelAccess} className="btn btn--ghost btn--block home__panel">
            {GAME.panelAccess}
          </Link>
        ) : null}
      </header>
      {body}
    </section>
  );
};

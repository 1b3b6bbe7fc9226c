import { useMe } from '../../../lib/me';
import { useMission, useMissionStatus } from '../../../lib/gameplay';
import { GAME, T } from '../../../i18n/it';
import { ClueArchive } from './clue-archive';
import { WeeklyClues } from './weekly-clues';
import { ArchiveIcon, LockIcon, TargetIcon } from './intel-icons';
import '../intelligence.css';

type ModuleState = { kind: 'open' } | { kind: 'soon' } | { kind: 'locked'; reason: string };

/**
 * /intelligence (spec 02 §2 Intelligence tools; D4): the clue archive is the module built so
 * far, shown first; the drawer below lists every module with the week that unlocks it.
 */
export const IntelligenceScreen = () => {
  const { data: me } = useMe();
  const { data: mission } = useMission();
  const { data: status } = useMissionStatus();
  if (!me) return null;

  const week = status?.currentWeek ?? mission?.currentWeek ?? 1;
  const byWeek = (from: number): ModuleState => (week >= from ? { kind: 'soon' } : { kind: 'locked', reason: GAME.intelligence.fromWeek(from) });
  const names = GAME.intelligence.names;
  const modules: { id: string; name: string; state: ModuleState }[] = [
    { id: 'archive', name: names.archive, state: { kind: 'open' } },
    { id: 'coordinates', name: names.coordinates, state: byWeek(1) },
    { id: 'journal', name: names.journal, state: byWeek(1) },
    { id: 'weekly', name: names.weekly, state: { kind: 'open' } },
    { id: 'radar', name: names.radar, state: byWeek(3) },
    { id: 'interceptor', name: names.interceptor, state: byWeek(4) },
    { id: 'final-shot', name: names.finalShot, state: byWeek(mission?.finalShotFromWeek ?? 4) },
    { id: 'precision', name: names.precision, state: { kind: 'locked', reason: GAME.intelligence.afterMiss } },
  ];

  return (
    <section className="page intel">
      <header className="intel__head">
        <p className="eyebrow">{GAME.summary.currentWeek(week)}</p>
        <h1 className="page__title">{T.tabs.intelligence}</h1>
      </header>
      <ClueArchive viewerTier={me.profile.tier} />
      <WeeklyClues tier={me.profile.tier} week={Math.min(4, week)} />
      <nav className="intel-drawer" aria-label={GAME.intelligence.modules}>
        <h2 className="intel-drawer__title">{GAME.intelligence.modules}</h2>
        <ul className="intel-drawer__list">
          {modules.map((m) => (
            <li key={m.id} className={`intel-module intel-module--${m.state.kind}`}>
              {m.state.kind === 'open' ? (
                <a href={m.id === 'weekly' ? '#settimanali' : '#archivio'} className="intel-module__link">
                  <ArchiveIcon className="intel-module__icon" />
                  <span className="intel-module__name">{m.name}</span>
                </a>
              ) : (
                <div className="intel-module__link" aria-disabled="true">
                  {m.state.kind === 'locked' ? <LockIcon className="intel-module__icon" /> : <TargetIcon className="intel-module__icon" />}
                  <span className="intel-module__name">{m.name}</span>
                  <span className="intel-module__state">{m.state.kind === 'locked' ? m.state.reason : GAME.intelligence.soon}</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
};

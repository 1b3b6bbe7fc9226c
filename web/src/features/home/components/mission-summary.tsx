import { useId, useState, type ReactNode } from 'react';
import type { Mission, MissionStatus } from '../../../lib/gameplay';
import { formatDateTimeShort, formatLongDate, formatShortDate } from '../../../lib/dates';
import { ErrorCard } from '../../../components/ui/error-card';
import { GAME, MSG } from '../../../i18n/it';
import { useRecentClues } from '../api/get-recent-clues';
import { DevReset } from './dev-reset';
import { ChevronIcon, ClockIcon, ClueIcon, ShieldIcon } from './home-icons';

const DAY_MS = 86_400_000;

interface ExpandableProps {
  icon: ReactNode;
  label: string;
  /** What the value says, for the button's name (the label and value are shown apart). */
  valueText: string;
  value?: ReactNode;
  meter?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One of the three summary cards: the heading is a button that opens the detail below it. */
const Expandable = ({ icon, label, valueText, value = valueText, meter, tone = 'default', children }: ExpandableProps) => {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className={`card summary-card${open ? ' is-open' : ''}${tone === 'danger' ? ' summary-card--danger' : ''}`}>
      <h3 className="summary-card__heading">
        <button
          type="button"
          className="summary-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={`${label}: ${valueText}`}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="summary-card__icon" aria-hidden="true">{icon}</span>
          <span className="summary-card__label">{label}</span>
          <span className="summary-card__value num">{value}</span>
          <ChevronIcon className="summary-card__chevron" />
        </button>
      </h3>
      {meter}
      {open ? <div id={bodyId} className="summary-card__body">{children}</div> : null}
    </div>
  );
};

/** Mission history (spec 02 §2): the last 10 clues, newest first, and the developer reset. */
const History = ({ progress, isDeveloper }: { progress: number; isDeveloper: boolean }) => {
  const clues = useRecentClues();
  return (
    <div className="history">
      <div className="history__head">
        <h4 className="history__title">{GAME.summary.history}</h4>
        <span className="muted num">{GAME.summary.progress(progress)}</span>
      </div>
      {clues.isError ? (
        <ErrorCard message={GAME.cluesLoadError} onRetry={() => void clues.refetch()} retrying={clues.isFetching} />
      ) : !clues.data ? (
        <p className="muted" role="status">{MSG.loading}</p>
      ) : clues.data.items.length === 0 ? (
        <p className="empty">{GAME.summary.noClues}</p>
      ) : (
        <ol className="history__list">
          {clues.data.items.map((c) => (
            <li key={c.clueId} className="history__item">
              <div className="history__meta">
                <span className={`badge importance importance--${c.type}`}>{GAME.importance[c.type]}</span>
                <span className="muted num">{GAME.summary.weekShort(c.week)}</span>
                <span className="muted">{GAME.summary.sources[c.source]}</span>
                <time className="muted history__time" dateTime={c.acquiredAt}>{formatDateTimeShort(c.acquiredAt)}</time>
              </div>
              <p className="history__name">{c.title}</p>
              <p className="history__text">{c.text}</p>
            </li>
          ))}
        </ol>
      )}
      {isDeveloper ? <DevReset /> : null}
    </div>
  );
};

/** Spec 02 §2 time left: start and end in Rome, today's place, the five weeks of D4. */
const Timeline = ({ mission, now }: { mission: Mission; now: number }) => {
  const start = Date.parse(mission.startsAt);
  const end = Date.parse(mission.endsAt);
  const total = mission.durationDays;
  const day = Math.min(total, Math.max(1, Math.floor((now - start) / DAY_MS) + 1));
  const fraction = Math.min(1, Math.max(0, (now - start) / (end - start)));
  const weeks = Array.from({ length: Math.min(5, Math.ceil(total / 7)) }, (_, i) => ({
    n: i + 1,
    days: Math.min(7, total - i * 7),
  }));
  return (
    <div className="timeline">
      <p className="timeline__day num">{GAME.summary.dayOf(day, total)}</p>
      <div className="timeline__track" aria-hidden="true">
        <span className="timeline__fill" style={{ width: `${fraction * 100}%` }} />
        <span className="timeline__now" style={{ left: `${fraction * 100}%` }} />
      </div>
      <ol className="timeline__weeks" aria-label={GAME.summary.timeline}>
        {weeks.map((w) => (
          <li
            key={w.n}
            className={`timeline__week${w.n === mission.currentWeek ? ' is-current' : ''}${w.n < mission.currentWeek ? ' is-past' : ''}`}
            style={{ flexGrow: w.days }}
            aria-current={w.n === mission.currentWeek ? 'step' : undefined}
          >
            <span className="num">{GAME.summary.weekShort(w.n)}</span>
          </li>
        ))}
      </ol>
      <p className="timeline__current">{GAME.summary.currentWeek(mission.currentWeek)}</p>
      <dl className="timeline__dates">
        <div>
          <dt>{GAME.summary.start}</dt>
          <dd><time dateTime={mission.startsAt}>{formatLongDate(mission.startsAt)}</time></dd>
        </div>
        <div>
          <dt>{GAME.summary.end}</dt>
          <dd><time dateTime={mission.endsAt}>{formatLongDate(mission.endsAt)}</time></dd>
        </div>
      </dl>
    </div>
  );
};

/** Spec 02 §4 state plus D15b: the published commitment, and the reveal once the mission ends. */
const MissionState = ({ mission }: { mission: Mission }) => (
  <div className="mission-state">
    <dl className="mission-state__facts">
      <div>
        <dt>{GAME.summary.mission}</dt>
        <dd>{mission.title}</dd>
      </div>
      <div>
        <dt>{GAME.summary.end}</dt>
        <dd>{formatShortDate(mission.endsAt)}</dd>
      </div>
    </dl>
    <div className="commitment">
      <h4 className="commitment__title">{GAME.summary.commitment}</h4>
      <code className="commitment__hash">{mission.commitment}</code>
      <p className="muted commitment__text">{GAME.summary.commitmentText}</p>
      {mission.reveal ? (
        <dl className="commitment__reveal">
          <div><dt>{GAME.summary.revealLat}</dt><dd className="num">{mission.reveal.lat}</dd></div>
          <div><dt>{GAME.summary.revealLng}</dt><dd className="num">{mission.reveal.lng}</dd></div>
          <div><dt>{GAME.summary.revealSalt}</dt><dd><code>{mission.reveal.salt}</code></dd></div>
        </dl>
      ) : null}
    </div>
  </div>
);

/** Mission summary (spec 02 §2): clues found, time left with timeline, mission status. */
export const MissionSummary = ({ mission, status, isDeveloper }: { mission: Mission; status: MissionStatus; isDeveloper: boolean }) => {
  const found = status.totalClues > 0 ? Math.min(100, (status.cluesFound / status.totalClues) * 100) : 0;
  const timeLeft = mission.durationDays > 0 ? (status.daysRemaining / mission.durationDays) * 100 : 0;
  return (
    <section className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="section-title">{GAME.summary.title}</h2>
      <Expandable
        icon={<ClueIcon />}
        label={GAME.summary.clues}
        valueText={`${status.cluesFound} / ${status.totalClues}`}
        meter={<div className="meter" aria-hidden="true"><span style={{ width: `${found}%` }} /></div>}
      >
        <History progress={status.progress} isDeveloper={isDeveloper} />
      </Expandable>
      <Expandable
        icon={<ClockIcon />}
        label={GAME.summary.time}
        valueText={GAME.summary.days(status.daysRemaining)}
        meter={<div className="meter" aria-hidden="true"><span style={{ width: `${timeLeft}%` }} /></div>}
      >
        <Timeline mission={mission} now={Date.now()} />
      </Expandable>
      <Expandable
        icon={<ShieldIcon />}
        label={GAME.summary.status}
        valueText={status.state}
        value={<span className={`mission-badge mission-badge--${status.state === 'ATTIVA' ? 'active' : 'expired'}`}>{status.state}</span>}
        tone={status.state === 'SCADUTA' ? 'danger' : 'default'}
      >
        <MissionState mission={mission} />
      </Expandable>
    </section>
  );
};

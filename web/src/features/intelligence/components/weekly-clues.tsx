import { WEEKLY_FREE_CLUES } from '../../../../../functions/core/gameplay';
import type { Tier } from '../../../../../functions/core/plans';
import { GAME } from '../../../i18n/it';
import { useMyClues } from '../api/get-my-clues';
import { LockIcon } from './intel-icons';

/**
 * Weekly clues (spec 02 §2, D14, D15a): four week cards with the progress of the week's free clues
 * of the player's tier; weeks after the current one are locked.
 */
export const WeeklyClues = ({ tier, week }: { tier: Tier; week: number }) => {
  const { data, isError, refetch } = useMyClues();
  const perWeek = WEEKLY_FREE_CLUES[tier];
  const weekly = (data?.items ?? []).filter((c) => c.source === 'weekly');
  return (
    <section id="settimanali" className="card intel-weekly" aria-labelledby="weekly-title">
      <h2 id="weekly-title" className="intel-weekly__title">{GAME.weekly.title}</h2>
      {isError && (
        <p role="alert">
          {GAME.weekly.loadError} <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>{GAME.weekly.retry}</button>
        </p>
      )}
      <ol className="intel-weekly__weeks">
        {[1, 2, 3, 4].map((w) => {
          const locked = w > week;
          const held = weekly.filter((c) => c.week === w);
          return (
            <li key={w} className={`intel-week${locked ? ' intel-week--locked' : ''}`} data-testid={`weekly-week-${w}`}>
              <div className="intel-week__head">
                <strong>{GAME.weekly.week(w)}</strong>
                {locked ? (
                  <span className="intel-week__state"><LockIcon className="intel-week__lock" /> {GAME.weekly.locked}</span>
                ) : (
                  <span className="intel-week__state">{GAME.weekly.progress(held.length, perWeek)}</span>
                )}
              </div>
              {!locked && (
                <div className="intel-week__bar" role="progressbar" aria-valuemin={0} aria-valuemax={perWeek} aria-valuenow={held.length} aria-label={GAME.weekly.week(w)}>
                  <span style={{ width: `${Math.min(100, (held.length / perWeek) * 100)}%` }} />
                </div>
              )}
              {!locked && held.length > 0 && (
                <ul className="intel-week__clues">
                  {held.map((c) => <li key={c.clueId}><strong>{c.title}</strong> {c.text}</li>)}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
};

import type { Mission, MissionStatus } from '../../../lib/gameplay';
import { GAME } from '../../../i18n/it';
import { PrizeArt } from './prize-art';

/** Prize card (spec 02 §2, §4): drawn art revealed by the player's visibility, name, description. */
export const PrizeCard = ({ prize, visibility }: { prize: Mission['prize']; visibility: MissionStatus['visibility'] }) => {
  const stateName = GAME.prize.states[visibility.state];
  return (
    <article className="card prize-card" aria-labelledby="prize-name">
      <PrizeArt state={visibility.state} percent={visibility.percent} label={GAME.prize.art(prize.name, stateName)} />
      <div className="prize-card__body">
        <p className="eyebrow prize-card__eyebrow">{GAME.prize.eyebrow}</p>
        <h2 id="prize-name" className="prize-card__name">{prize.name}</h2>
        <p className="prize-card__text">{prize.description}</p>
        <div className="prize-card__visibility">
          <p className="prize-card__percent num">{GAME.prize.visibility(visibility.percent)}</p>
          <span className={`badge prize-card__state prize-card__state--${visibility.state}`}>
            <span className="visually-hidden">{GAME.prize.stateLabel}: </span>
            {stateName}
          </span>
        </div>
        <div
          className="meter meter--gold"
          role="progressbar"
          aria-label={GAME.prize.visibility(visibility.percent)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={visibility.percent}
        >
          <span style={{ width: `${visibility.percent}%` }} />
        </div>
        <p className="muted prize-card__hint">{GAME.prize.hint}</p>
      </div>
    </article>
  );
};

import { GAME } from '../../i18n/it';
import './error-card.css';

/**
 * Spec 02 §2: a failed load shows a card "Errore" with "Riprova", which asks again.
 * `message` says what failed, in the spec's words where it has them.
 */
export const ErrorCard = ({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) => (
  <div className="card error-card" role="alert">
    <h2 className="error-card__title">{GAME.errorTitle}</h2>
    <p className="muted">{message}</p>
    <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry} disabled={retrying}>
      {GAME.retry}
    </button>
  </div>
);

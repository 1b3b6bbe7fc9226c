import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { BuzzResult } from '../../../../../functions/core/api/buzz';
import { formatEuro } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';
import { useBuzzQuote } from '../api/get-quote';
import { usePressBuzz } from '../api/press-buzz';
import '../buzz.css';

const SHOCKWAVE_MS = 1500;
type Clue = NonNullable<BuzzResult['clue']>;

/**
 * The BUZZ screen (spec 02 §2, D9): one round button with the server's price, BLOCCATO when the
 * server says so, the day's and the mission's counters, and the clue each paid press brings.
 */
export const BuzzScreen = () => {
  const quote = useBuzzQuote();
  const press = usePressBuzz();
  const [buzzing, setBuzzing] = useState(false);
  const [clues, setClues] = useState<Clue[]>([]);
  const [params, setParams] = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Back from a payment page: the webhook applies the press; the quote and history follow.
  useEffect(() => {
    if (!params.get('payment')) return;
    if (params.get('canceled')) toast.error('Pagamento annullato');
    else toast.success('Pagamento completato: il tuo indizio è in arrivo.');
    setParams({}, { replace: true });
    void quote.refetch();
  }, [params, setParams, quote]);

  const q = quote.data;
  const blocked = !q || q.blocked || q.priceCents === null;
  const onPress = () => {
    if (blocked || press.isPending) return;
    setBuzzing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBuzzing(false), SHOCKWAVE_MS);
    press.mutate(crypto.randomUUID(), {
      onSuccess: (result) => {
        if (result.status === 'requires_action' && result.url) {
          window.location.assign(result.url);
          return;
        }
        if (result.clue) {
          setClues((list) => [result.clue!, ...list]);
          toast.success('Nuovo indizio ricevuto!', { description: result.clue.title });
        }
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Errore durante BUZZ'),
    });
  };

  if (quote.isError && !q) {
    return (
      <section className="buzz card" role="alert">
        <h1 className="buzz__title">BUZZ</h1>
        <p>{quote.error instanceof ApiError ? quote.error.message : 'Errore nel caricamento statistiche BUZZ'}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void quote.refetch()}>Riprova</button>
      </section>
    );
  }

  const label = !q ? '…' : blocked ? 'BLOCCATO' : buzzing || press.isPending ? 'BUZZING...' : formatEuro(q.priceCents!);
  return (
    <section className="buzz" aria-labelledby="buzz-title">
      <h1 id="buzz-title" className="buzz__title">BUZZ</h1>
      <div className={`buzz__stage${buzzing ? ' buzz__stage--active' : ''}`}>
        <span className="buzz__wave" aria-hidden="true" />
        <span className="buzz__wave buzz__wave--late" aria-hidden="true" />
        <button
          type="button"
          className={`buzz__button${blocked ? ' buzz__button--blocked' : ''}`}
          onClick={onPress}
          disabled={blocked || press.isPending}
          aria-label={blocked ? 'BUZZ bloccato' : `Premi BUZZ per ${q ? formatEuro(q.priceCents ?? 0) : ''}`}
        >
          <span className="buzz__button-word">BUZZ</span>
          <span className="buzz__button-price" data-testid="buzz-price">{label}</span>
        </button>
      </div>
      {q?.blocked && q.message && <p className="buzz__blocked" role="status">{q.message}</p>}

      <div className="buzz__stats">
        <p className="buzz__stat">
          <span className="buzz__stat-label">BUZZ oggi</span>
          <span className="buzz__stat-value" data-testid="buzz-today">{q ? `${q.todayCount}/${q.dailyLimit}` : '—'}</span>
        </p>
        <p className="buzz__stat">
          <span className="buzz__stat-value" data-testid="buzz-total">{q ? `BUZZ totali ${q.missionTotal}/${q.totalClues}` : '—'}</span>
        </p>
        <p className="buzz__stat">
          <span className="buzz__stat-value" data-testid="buzz-next">{q?.priceCents ? `Prossimo: ${formatEuro(q.priceCents)}` : 'Prossimo: —'}</span>
        </p>
      </div>

      {clues.length > 0 && (
        <section className="buzz__clues" aria-label="Indizi ricevuti">
          <h2 className="buzz__subtitle">Indizi ricevuti</h2>
          <ul>
            {clues.map((c) => (
              <li key={c.clueId} className="card buzz__clue" data-testid="buzz-clue">
                <strong>{c.title}</strong>
                <p>{c.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="buzz__note">Il prezzo è calcolato dal server: sale ogni 10 BUZZ del giorno (UTC), al massimo 50 al giorno.</p>
    </section>
  );
};

import { useEffect, useState } from 'react';
import { MSG, T } from '../../i18n/it';

export const LOADING_HINT_MS = 3000;
export const LOADING_RELOAD_MS = 8000;

/**
 * Full-page wait (spec 01 §2): the label, a hint after 3 s and a reload button after 8 s so a
 * stuck start never leaves the player without a way out.
 */
export const LoadingScreen = ({ label = MSG.loading }: { label?: string }) => {
  const [elapsed, setElapsed] = useState<'start' | 'hint' | 'reload'>('start');
  useEffect(() => {
    const hint = setTimeout(() => setElapsed('hint'), LOADING_HINT_MS);
    const reload = setTimeout(() => setElapsed('reload'), LOADING_RELOAD_MS);
    return () => {
      clearTimeout(hint);
      clearTimeout(reload);
    };
  }, []);
  return (
    <main className="screen" aria-busy="true">
      <div className="screen__panel" role="status">
        <div className="spinner" aria-hidden="true" />
        <p className="screen__title num">{label}</p>
        {elapsed !== 'start' ? <p className="muted">{T.loadingHint}</p> : null}
        {elapsed === 'reload' ? (
          <button type="button" className="btn btn--ghost" onClick={() => window.location.reload()}>
            {MSG.reloadPage}
          </button>
        ) : null}
      </div>
    </main>
  );
};

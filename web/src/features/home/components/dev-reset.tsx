import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../components/ui/dialog';
import { GAME } from '../../../i18n/it';
import { useResetProgress } from '../api/reset-progress';

/** Developer-only "Azzera progressi" (spec 02 §4, §6; D23), behind a confirmation. */
export const DevReset = () => {
  const [asking, setAsking] = useState(false);
  const reset = useResetProgress();
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(GAME.reset.done);
      },
      onError: () => toast.error(GAME.reset.error),
    });
  return (
    <div className="dev-reset">
      <span className="badge">{GAME.reset.devOnly}</span>
      <button type="button" className="btn btn--danger btn--sm" onClick={() => setAsking(true)}>
        {GAME.reset.button}
      </button>
      <Dialog open={asking} title={GAME.reset.title} onClose={() => setAsking(false)}>
        <div className="stack">
          <p>{GAME.reset.text}</p>
          <div className="row dev-reset__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)}>
              {GAME.reset.cancel}
            </button>
            <button type="button" className="btn btn--danger" onClick={confirm} disabled={reset.isPending}>
              {reset.isPending ? GAME.reset.confirming : GAME.reset.confirm}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
};

import { useState } from 'react';
import { toast } from 'sonner';
import { REWARD_CATEGORIES, WEEKLY_HINTS, type RewardCategory } from '../../../../../functions/core/notifications';
import type { UpdatePreferencesBody } from '../../../../../functions/core/api/notifications';
import { MSG } from '../../../../../functions/core/messages';
import { enablePush } from '../../../lib/push';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { pushApi } from '../api/push-subscription';

const L = {
  title: 'Notifiche',
  enabled: 'Ricevi notifiche',
  enabledHint: 'Spento, TRACCIA non ti invia nulla: né in app, né push, né email.',
  weekly: 'Indizi settimanali',
  weeklyValues: { all: 'Tutti', 'only-premium': 'Solo premium', none: 'Nessuno' } as Record<(typeof WEEKLY_HINTS)[number], string>,
  rewards: 'Premi preferiti',
  rewardValues: { luxury: 'Lusso', tech: 'Tecnologia', viaggi: 'Viaggi', food: 'Cibo', sport: 'Sport', cultura: 'Cultura' } as Record<RewardCategory, string>,
  push: 'Notifiche push su questo dispositivo',
  pushHint: 'Ricevi le notifiche anche con l’app chiusa.',
  enablePush: 'Attiva notifiche push',
  enabling: 'Attivazione...',
};

/** Settings > Notifiche (spec 03 §3, §4): preferences every sender honours, and the push enable button. */
export const NotificationsSection = () => {
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  const [pushState, setPushState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });

  const save = (body: UpdatePreferencesBody) =>
    update.mutate(body, { onError: () => toast.error(MSG.settingsSaveError) });

  const onEnablePush = async () => {
    setPushState({ busy: true, message: null });
    const r = await enablePush(pushApi);
    setPushState({ busy: false, message: r.message });
    if (r.ok) toast.success(r.message);
    else toast.error(r.message);
  };

  const p = prefs.data;
  return (
    <section className="card form" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications" className="settings__section-title">{L.title}</h2>
      {p ? (
        <>
          <label className="switch-row">
            <input type="checkbox" checked={p.notificationsEnabled} onChange={(e) => save({ notificationsEnabled: e.target.checked })} />
            <span>
              <span className="field__label">{L.enabled}</span>
              <span className="field__hint"> {L.enabledHint}</span>
            </span>
          </label>
          <fieldset className="fieldset" disabled={!p.notificationsEnabled}>
            <legend className="field__label">{L.weekly}</legend>
            <div className="chips">
              {WEEKLY_HINTS.map((w) => (
                <label key={w} className={`chip chip--radio${p.weeklyHints === w ? ' is-active' : ''}`}>
                  <input type="radio" name="weeklyHints" value={w} checked={p.weeklyHints === w} onChange={() => save({ weeklyHints: w })} className="visually-hidden" />
                  {L.weeklyValues[w]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="fieldset" disabled={!p.notificationsEnabled}>
            <legend className="field__label">{L.rewards}</legend>
            <div className="chips">
              {REWARD_CATEGORIES.map((c) => {
                const on = p.preferredRewards.includes(c);
                return (
                  <label key={c} className={`chip chip--radio${on ? ' is-active' : ''}`}>
                    <input
                      type="checkbox"
                      className="visually-hidden"
                      checked={on}
                      onChange={() => save({ preferredRewards: on ? p.preferredRewards.filter((x) => x !== c) : [...p.preferredRewards, c] })}
                    />
                    {L.rewardValues[c]}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </>
      ) : null}
      <div className="stack">
        <p>
          <span className="field__label">{L.push}</span>
          <br />
          <span className="field__hint">{L.pushHint}</span>
        </p>
        <button type="button" className="btn btn--primary" onClick={() => void onEnablePush()} disabled={pushState.busy}>
          {pushState.busy ? L.enabling : L.enablePush}
        </button>
        {pushState.message ? <p role="status" className="notice">{pushState.message}</p> : null}
      </div>
    </section>
  );
};

import { beforeAll, describe, expect, it, inject } from 'vitest';
import { DAY_MS } from '../../functions/core/time';
import { resetEnvCache } from '../../functions/lib/env';
import { api, registerPlayer } from './support';
import { itemsOf } from './payments-support';

/** The weekly release runs in the countdown job; here it is called with a clock a week ahead. */
describe('weekly clue release (D14, D15a)', () => {
  let weekly: typeof import('../../functions/domain/mission/weekly');
  let missions: typeof import('../../functions/db/repos/missions');
  let profiles: typeof import('../../functions/db/entities/profile');
  beforeAll(async () => {
    Object.assign(process.env, inject('localEnv'));
    resetEnvCache();
    weekly = await import('../../functions/domain/mission/weekly');
    missions = await import('../../functions/db/repos/missions');
    profiles = await import('../../functions/db/entities/profile');
  });

  it('gives a Base player the week’s free clue at the first visit, once', async () => {
    const p = await registerPlayer();
    await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
    const first = await api('/api/mission/status', { token: p.accessToken });
    expect(first.body.cluesFound).toBe(1);
    const again = await api('/api/mission/status', { token: p.accessToken });
    expect(again.body.cluesFound).toBe(1);
    const mine = (await api('/api/clues', { token: p.accessToken })).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ source: 'weekly', week: 1, tier: 'base' });
  });

  it('releases week 2 to every player with a plan, with one notice each, and only once', async () => {
    const p = await registerPlayer();
    await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
    const noPlan = await registerPlayer();
    await api('/api/me', { token: noPlan.accessToken });
    const mission = (await missions.getActiveMission())!;
    const inWeek2 = new Date(Date.parse(mission.startsAt) + 7 * DAY_MS + 60_000);
    const only = [p.sub, noPlan.sub];
    const players = async function* () {
      const page = await Promise.all(only.map(async (id) => (await profiles.profileEntity().get({ userId: id }).go()).data!));
      yield page;
    };

    const run = await weekly.releaseWeek(mission, inWeek2, players);
    expect(run).toEqual({ week: 2, players: 1 });
    const held = await itemsOf(p.sub, 'OCLUE#demo#');
    expect(held.map((c) => c.clueId).sort()).toEqual(['W1-01', 'W2-01']);
    expect(await itemsOf(noPlan.sub, 'OCLUE#demo#')).toHaveLength(0);
    const notes = (await api('/api/notifications', { token: p.accessToken })).body.items;
    expect(notes.filter((n: { title: string }) => n.title === 'Indizi settimanali')).toHaveLength(1);
    expect(notes[0].message).toBe('Settimana 2: 1 nuovo indizio disponibile nel tuo archivio.');

    expect(await weekly.releaseWeek(mission, inWeek2, players)).toBeNull();
    expect(await itemsOf(p.sub, 'OCLUE#demo#')).toHaveLength(2);
  });
});

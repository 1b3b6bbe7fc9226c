import { beforeAll, describe, expect, it, inject } from 'vitest';
import { resetEnvCache } from '../../functions/lib/env';
import { api, registerPlayer } from './support';
import { putItem } from './payments-support';

/** The BUZZ day is the UTC calendar day (spec 02 §9): checked with an injected clock. */
describe('BUZZ daily counter and the UTC-day rollover', () => {
  let buzz: typeof import('../../functions/domain/buzz/buzz');
  beforeAll(async () => {
    Object.assign(process.env, inject('localEnv'));
    resetEnvCache();
    buzz = await import('../../functions/domain/buzz/buzz');
  });

  it('prices by the presses of the UTC day and starts again at 00:00 UTC', async () => {
    const p = await registerPlayer();
    await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
    const auth = { userId: p.sub, roles: [] };
    // 23:59:30 UTC today, with 10 presses already made: the 11th costs €3.99.
    const late = new Date();
    late.setUTCHours(23, 59, 30, 0);
    const day = late.toISOString().slice(0, 10);
    await putItem({ pk: `USER#${p.sub}`, sk: `BUZZDAY#demo#${day}`, userId: p.sub, missionId: 'demo', day, count: 10, __edb_e__: 'buzzDay', __edb_v__: '1' });
    expect(await buzz.quote(auth, late)).toMatchObject({ day, todayCount: 10, priceCents: 399 });
    // One minute later it is the next UTC day (01:00 in Rome): back to the first price.
    const next = new Date(late.getTime() + 60_000);
    const q = await buzz.quote(auth, next);
    expect(q.day).toBe(next.toISOString().slice(0, 10));
    expect(q).toMatchObject({ todayCount: 0, priceCents: 199 });
  });
});

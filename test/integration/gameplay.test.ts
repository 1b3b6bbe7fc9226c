import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, createAccount, registerPlayer } from './support';

const readyPlayer = async () => {
  const p = await registerPlayer();
  await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
  return p;
};

describe('mission', () => {
  it('publishes the mission and a commitment to the target, never the coordinates', async () => {
    const p = await readyPlayer();
    const res = await api('/api/mission', { token: p.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ missionId: 'demo', title: 'Caccia al Tesoro Urbano', durationDays: 30, totalClues: 200, currentWeek: 1, state: 'ATTIVA', reveal: null });
    expect(res.body.daysRemaining).toBe(28);
    expect(res.body.commitment).toMatch(/^[0-9a-f]{64}$/);
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('45.46');
    expect(raw).not.toContain('9.19');
    expect(raw).not.toContain('salt');
    expect(createHash('sha256').update('x').digest('hex')).not.toBe(res.body.commitment);
  });

  it('creates the player’s status at the first visit (spec 02 §4), with the week’s free clue (D15a)', async () => {
    const p = await readyPlayer();
    const res = await api('/api/mission/status', { token: p.accessToken });
    expect(res.body).toMatchObject({
      missionId: 'demo', cluesFound: 1, totalClues: 200, progress: 0, daysRemaining: 28, state: 'ATTIVA', currentWeek: 1,
      visibility: { state: 'locked', percent: 0 }, credits: 500,
    });
  });
});

describe('the access gate on the server', () => {
  it('refuses gameplay to a player who has not chosen a plan, while the public mission stays readable', async () => {
    const p = await registerPlayer();
    const res = await api('/api/shop/purchase', { method: 'POST', token: p.accessToken, body: { code: 'CLU-001' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Scegli un piano per accedere alla missione.');
    expect((await api('/api/me', { token: p.accessToken })).body.profile.credits).toBe(500);
    expect((await api('/api/mission')).status).toBe(200);
  });
});

describe('TRACCIA CONSOLE clue shop (D11)', () => {
  it('deducts credits, raises progress, writes the diary, and sells each item once', async () => {
    const p = await readyPlayer();
    const shop = await api('/api/shop', { token: p.accessToken });
    expect(shop.body.items.map((i: { code: string; cost: number }) => [i.code, i.cost])).toEqual([['CLU-001', 50], ['CLU-002', 120], ['CLU-003', 250]]);

    const bought = await api('/api/shop/purchase', { method: 'POST', token: p.accessToken, body: { code: 'CLU-002' } });
    expect(bought.status).toBe(200);
    expect(bought.body).toEqual({ credits: 380, progress: 10, message: 'Indizio acquistato con successo!' });

    const again = await api('/api/shop/purchase', { method: 'POST', token: p.accessToken, body: { code: 'CLU-002' } });
    expect(again.status).toBe(409);
    expect((await api('/api/mission/status', { token: p.accessToken })).body).toMatchObject({ credits: 380, progress: 10 });

    const diary = await api('/api/diary', { token: p.accessToken });
    expect(diary.body.items[0]).toMatchObject({ type: 'purchase', content: 'Acquisto: Dettaglio Architettonico (120 crediti)' });
  });

  it('refuses an unknown item with an Italian message', async () => {
    const p = await readyPlayer();
    const res = await api('/api/shop/purchase', { method: 'POST', token: p.accessToken, body: { code: 'CLU-999' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Indizio non disponibile');
  });
});

describe('clue archive and unlocks', () => {
  it('shows a Base player only Base clues of the weeks so far, text only once held', async () => {
    const p = await readyPlayer();
    const arch = await api('/api/clues/archive', { token: p.accessToken });
    expect(arch.status).toBe(200);
    const items = arch.body.items as { clueId: string; tier: string; week: number; text: string | null; locked: boolean; type: string; unlockCost: number }[];
    expect(items.length).toBeGreaterThan(10);
    expect(new Set(items.map((i) => i.tier))).toEqual(new Set(['base']));
    expect(new Set(items.map((i) => i.week))).toEqual(new Set([1]));
    expect(items.every((i) => i.locked && i.text === null)).toBe(true);

    const target = items.find((i) => i.type === 'vague')!;
    const unlocked = await api(`/api/clues/${target.clueId}/unlock`, { method: 'POST', token: p.accessToken });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toMatchObject({ credits: 490, message: 'Indizio sbloccato! Costato 10 crediti.' });
    expect(unlocked.body.clue.text.length).toBeGreaterThan(10);

    const after = await api('/api/clues/archive', { token: p.accessToken });
    expect(after.body.items.find((i: { clueId: string }) => i.clueId === target.clueId)).toMatchObject({ locked: false, text: unlocked.body.clue.text });
    expect(after.body.summary.unlocked).toBe(1);
    const mine = await api('/api/clues', { token: p.accessToken });
    expect(mine.body.items.map((c: { clueId: string }) => c.clueId)).toEqual([target.clueId]);
    // the status visit adds the week's free clue to the unlocked one
    expect((await api('/api/mission/status', { token: p.accessToken })).body.cluesFound).toBe(2);
  });

  it('refuses clues of a higher tier or a later week', async () => {
    const p = await readyPlayer();
    const titaniumClue = await api('/api/clues/C010/unlock', { method: 'POST', token: p.accessToken });
    expect(titaniumClue.status).toBe(409);
    expect(titaniumClue.body.error.message).toBe('Questo indizio è riservato a un piano superiore.');
    const week4 = await api('/api/clues/C151/unlock', { method: 'POST', token: p.accessToken });
    expect(week4.status).toBe(409);
    expect(week4.body.error.message).toBe('Questo indizio sarà disponibile nelle prossime settimane.');
    expect((await api('/api/mission/status', { token: p.accessToken })).body.credits).toBe(500);
  });

  it('keeps credits at or above zero and every clue held once under 100 parallel purchases', async () => {
    const p = await readyPlayer();
    const arch = (await api('/api/clues/archive', { token: p.accessToken })).body.items as { clueId: string; unlockCost: number }[];
    const costOf = new Map(arch.map((c) => [c.clueId, c.unlockCost]));
    const shopCost: Record<string, number> = { 'CLU-001': 50, 'CLU-002': 120, 'CLU-003': 250 };
    const requests = Array.from({ length: 100 }, (_, i) =>
      i % 4 === 0
        ? api('/api/shop/purchase', { method: 'POST', token: p.accessToken, body: { code: ['CLU-001', 'CLU-002', 'CLU-003'][i % 3] } })
        : api(`/api/clues/${arch[i % arch.length]!.clueId}/unlock`, { method: 'POST', token: p.accessToken }));
    const results = await Promise.all(requests);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);

    const status = (await api('/api/mission/status', { token: p.accessToken })).body;
    const mine = (await api('/api/clues?limit=200', { token: p.accessToken })).body.items as { clueId: string; source: string }[];
    const shop = (await api('/api/shop', { token: p.accessToken })).body.items as { code: string; owned: boolean }[];
    expect(new Set(mine.map((c) => c.clueId)).size).toBe(mine.length);
    const spent = mine.filter((c) => c.source === 'unlock').reduce((n, c) => n + costOf.get(c.clueId)!, 0) + shop.filter((s) => s.owned).reduce((n, s) => n + shopCost[s.code]!, 0);
    expect(status.credits).toBeGreaterThanOrEqual(0);
    expect(status.credits).toBe(500 - spent);
    expect(status.cluesFound).toBe(mine.length);
  });
});

describe('TRACCIA AGENT diary', () => {
  it('stores notes on the server, newest first, and refuses an empty one', async () => {
    const p = await readyPlayer();
    expect((await api('/api/diary', { method: 'POST', token: p.accessToken, body: { content: '   ' } })).status).toBe(400);
    await api('/api/diary', { method: 'POST', token: p.accessToken, body: { content: 'Prima nota' } });
    const res = await api('/api/diary', { method: 'POST', token: p.accessToken, body: { content: ' Seconda nota ' } });
    expect(res.status).toBe(201);
    expect(res.body.items.map((e: { content: string }) => e.content)).toEqual(['Seconda nota', 'Prima nota']);
  });
});

describe('developer reset (D23)', () => {
  it('is refused to players and deletes only the developer’s own progress', async () => {
    const player = await readyPlayer();
    await api('/api/shop/purchase', { method: 'POST', token: player.accessToken, body: { code: 'CLU-001' } });
    expect((await api('/api/dev/reset', { method: 'POST', token: player.accessToken })).status).toBe(403);

    const dev = await createAccount(['developer']);
    await api('/api/shop/purchase', { method: 'POST', token: dev.accessToken, body: { code: 'CLU-003' } });
    const reset = await api('/api/dev/reset', { method: 'POST', token: dev.accessToken });
    expect(reset.status).toBe(200);
    expect(reset.body.deleted).toBeGreaterThanOrEqual(3);
    // progress gone; the status visit gives back only the week's free clue
    expect((await api('/api/mission/status', { token: dev.accessToken })).body).toMatchObject({ progress: 0, cluesFound: 1 });
    expect((await api('/api/shop', { token: player.accessToken })).body.items[0].owned).toBe(true);
  });
});

describe('the effective tier in gameplay (spec 03 §4, D14)', () => {
  it('opens Gold clues and Gold’s weekly clues to a Gold subscriber', async () => {
    const { subscribe, eventually, me } = await import('./payments-support');
    const p = await registerPlayer();
    await subscribe(p.accessToken, 'gold');
    await eventually(() => me(p.accessToken), (m) => m.profile.tier === 'gold');
    const status = await api('/api/mission/status', { token: p.accessToken });
    expect(status.body.cluesFound).toBe(5); // week 1: Base 1 + Silver 2 + Gold 2 free clues
    const arch = (await api('/api/clues/archive', { token: p.accessToken })).body.items as { tier: string }[];
    expect(new Set(arch.map((c) => c.tier))).toEqual(new Set(['base', 'silver', 'gold']));
  });
});

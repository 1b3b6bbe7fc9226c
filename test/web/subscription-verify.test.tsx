import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { json, makeMe, meApi, renderApp } from './harness';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

const base = { tier: 'base', subscription: null };
const gold = {
  tier: 'gold',
  subscription: { tier: 'gold', status: 'active', currentPeriodStart: '2026-11-01T00:00:00.000Z', currentPeriodEnd: '2026-12-01T00:00:00.000Z', cancelAtPeriodEnd: false, live: true },
};

describe('subscription verification (/subscription-verify)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('counts "Tentativo n di 5" every 2 s until the server reports the plan, then opens /home', async () => {
    let calls = 0;
    const { path } = renderApp('/subscription-verify?tier=gold&session_id=cs_1', {
      auth: 'authenticated',
      api: meApi(makeMe({ profile: { tier: 'gold', credits: 3000 } }), (req) =>
        req.path === '/api/subscription' ? json(200, ++calls >= 3 ? gold : base) : undefined),
    });
    expect(await screen.findByText('Tentativo 1 di 5')).toBeTruthy();
    expect(screen.getByText('Stiamo attivando il piano Gold...')).toBeTruthy();
    expect(await screen.findByText('Tentativo 2 di 5', {}, { timeout: 6000 })).toBeTruthy();
    expect(await screen.findByText('✅ Upgrade completato con successo! Piano Gold attivato con successo.', {}, { timeout: 6000 })).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/home'), { timeout: 3000 });
    expect(calls).toBe(3);
  }, 15_000);

  it('after the 5th attempt shows the sync error with a retry and a way back to /choose-plan', async () => {
    let calls = 0;
    const { user } = renderApp('/subscription-verify?tier=silver', {
      auth: 'authenticated',
      api: meApi(makeMe(), (req) => (req.path === '/api/subscription' ? (calls++, json(200, base)) : undefined)),
    });
    expect((await screen.findAllByText(MSG.verifyFailed, {}, { timeout: 13_000 })).length).toBeGreaterThan(0);
    expect(calls).toBe(5);
    expect(screen.getByRole('link', { name: 'Torna alla scelta del piano' }).getAttribute('href')).toBe('/choose-plan');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Tentativo 1 di 5')).toBeTruthy();
  }, 20_000);
});

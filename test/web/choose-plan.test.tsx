import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { apiError, deferred, json, makeMe, meApi, renderApp } from './harness';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

const noPlan = makeMe({ access: { state: 'no_plan', plan: null } });

describe('choose plan (/choose-plan)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the four paid plans with prices and early access, not yet on sale', async () => {
    renderApp('/choose-plan', { auth: 'authenticated', api: meApi(noPlan) });
    await screen.findByRole('heading', { name: 'Scegli il tuo piano' });
    for (const [name, price] of [['Silver', '€3,99'], ['Gold', '€6,99'], ['Black', '€9,99'], ['Titanium', '€29,99']]) {
      expect(screen.getByRole('article', { name })).toBeTruthy();
      expect(screen.getByText(price as string)).toBeTruthy();
    }
    expect(screen.getByText('Accesso anticipato di 24 ore')).toBeTruthy();
    expect(screen.getByText('Più Popolare')).toBeTruthy();
    const soon = screen.getAllByRole('button', { name: 'Disponibile a breve' });
    expect(soon).toHaveLength(4);
    expect(soon.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('while Base is being chosen reads "Elaborazione..." and disables every button, then opens /home', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    const { user, path, calls } = renderApp('/choose-plan', {
      auth: 'authenticated',
      api: meApi(noPlan, (req) => (req.method === 'POST' && req.path === '/api/me/plan' ? reply.promise : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: 'Continua con Base' }));

    const processing = await screen.findByRole('button', { name: 'Elaborazione...' });
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('main'));
    expect(buttons.length).toBeGreaterThanOrEqual(6);
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ plan: 'base' });

    reply.resolve(json(200, makeMe()));
    await waitFor(() => expect(path()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: MSG.homeTitle })).toBeTruthy();
  });

  it('says "Errore durante la selezione del piano" when it fails, and lets the player try again', async () => {
    const { user } = renderApp('/choose-plan', {
      auth: 'authenticated',
      api: meApi(noPlan, (req) => (req.method === 'POST' ? apiError(409, 'conflict', 'Piano già scelto') : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: 'Continua con Base' }));
    expect(await screen.findByText(MSG.planSelectError)).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Continua con Base' })) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is for signed-in players only', async () => {
    const { path } = renderApp('/choose-plan');
    await waitFor(() => expect(path()).toBe('/login'));
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { apiError, deferred, json, makeMe, meApi, renderApp } from './harness';
import * as payments from '../../web/src/lib/payments';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));
vi.mock('../../web/src/lib/payments', async (real) => ({ ...(await real<object>()), openProviderPage: vi.fn() }));

const noPlan = makeMe({ access: { state: 'no_plan', plan: null } });

describe('choose plan (/choose-plan)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the four paid plans with prices and early access, each opening its checkout', async () => {
    renderApp('/choose-plan', { auth: 'authenticated', api: meApi(noPlan) });
    await screen.findByRole('heading', { name: 'Scegli il tuo piano' });
    for (const [name, price] of [['Silver', '€3,99'], ['Gold', '€6,99'], ['Black', '€9,99'], ['Titanium', '€29,99']]) {
      expect(screen.getByRole('article', { name })).toBeTruthy();
      expect(screen.getByText(price as string)).toBeTruthy();
      expect((screen.getByRole('button', { name: `Scegli ${name}` }) as HTMLButtonElement).disabled).toBe(false);
    }
    expect(screen.getByText('Accesso anticipato di 24 ore')).toBeTruthy();
    expect(screen.getByText('Più Popolare')).toBeTruthy();
  });

  it('a paid plan: "Elaborazione..." with every button disabled, the server\'s checkout opens with a toast', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    const { user, calls } = renderApp('/choose-plan', {
      auth: 'authenticated',
      api: meApi(noPlan, (req) => (req.method === 'POST' && req.path === '/api/subscriptions/checkout' ? reply.promise : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: 'Scegli Gold' }));
    expect(((await screen.findByRole('button', { name: 'Elaborazione...' })) as HTMLButtonElement).disabled).toBe(true);
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('main'));
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    // Only the tier is sent: price and period are the server's.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tier: 'gold', from: 'choose-plan' });
    reply.resolve(json(200, { url: 'http://localhost/_local/checkout/cs_1', sessionId: 'cs_1' }));
    expect(await screen.findByText(MSG.checkoutOpened)).toBeTruthy();
    await waitFor(() => expect(payments.openProviderPage).toHaveBeenCalledWith('http://localhost/_local/checkout/cs_1'));
  });

  it('back from a cancelled checkout says "Pagamento annullato" and the plans can be chosen again', async () => {
    renderApp('/choose-plan?canceled=true&tier=gold', { auth: 'authenticated', api: meApi(noPlan) });
    expect(await screen.findByText(MSG.paymentCanceled)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Scegli Gold' }) as HTMLButtonElement).disabled).toBe(false);
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

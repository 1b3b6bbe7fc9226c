import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { DAY, HOUR, MINUTE, apiError, makeMe, meApi, renderApp } from './harness';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

describe('access gate (spec 01 §2, D17)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows "Verifica accesso..." while the session is being checked', async () => {
    renderApp('/home', { auth: 'loading' });
    expect(await screen.findByText(MSG.checkingAccess)).toBeTruthy();
  });

  it('shows "Verifica accesso..." while the access state is loading', async () => {
    renderApp('/home', { auth: 'authenticated', api: meApi(() => new Promise(() => undefined)) });
    expect(await screen.findByText(MSG.checkingAccess)).toBeTruthy();
  });

  it('sends an unauthenticated visitor to /login', async () => {
    const { path } = renderApp('/map');
    expect(await screen.findByRole('heading', { name: 'Accesso agente' })).toBeTruthy();
    expect(path()).toBe('/login');
  });

  it('sends a player without a plan to /choose-plan', async () => {
    const { path } = renderApp('/home', { auth: 'authenticated', api: meApi(makeMe({ access: { state: 'no_plan', plan: null } })) });
    expect(await screen.findByRole('heading', { name: 'Scegli il tuo piano' })).toBeTruthy();
    expect(path()).toBe('/choose-plan');
  });

  it('shows a Base player the plan, countdown, unlock date, note, upgrade and homepage buttons', async () => {
    const me = makeMe({
      access: { state: 'not_yet_available', plan: 'base', accessStartsAt: '2026-07-19T10:00:00.000Z', msUntilAccess: 2 * DAY + 3 * HOUR + 10 * MINUTE },
    });
    renderApp('/home', { auth: 'authenticated', api: meApi(me) });

    expect(await screen.findByRole('heading', { name: 'Missione non ancora disponibile' })).toBeTruthy();
    expect(screen.getAllByText('Base').length).toBeGreaterThan(0);
    expect(screen.getByTestId('gate-countdown').textContent).toBe('2 giorni e 3 ore');
    // 10:00 UTC in July is 12:00 in Rome (CEST).
    expect(screen.getByTestId('gate-unlock-date').textContent).toBe('domenica 19 luglio 2026 alle ore 12:00');
    expect(screen.getByText("Riceverai una notifica push e un'email quando la missione potrà iniziare.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscriptions');
    expect(screen.getByRole('link', { name: 'Torna alla homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: MSG.homeTitle })).toBeNull();
  });

  it('"Torna alla homepage" shows the landing page even though the player is signed in', async () => {
    const me = makeMe({ access: { state: 'not_yet_available', plan: 'base', accessStartsAt: null, msUntilAccess: null } });
    const { user, path } = renderApp('/home', { auth: 'authenticated', api: meApi(me) });
    await user.click(await screen.findByRole('link', { name: 'Torna alla homepage' }));
    expect(await screen.findByText('MISSION START')).toBeTruthy();
    expect(path()).toBe('/');
  });

  it('offers no upgrade to a paid plan that is still waiting, and counts hours and minutes', async () => {
    const me = makeMe({
      profile: { tier: 'gold' },
      access: { state: 'not_yet_available', plan: 'gold', accessStartsAt: '2026-07-18T10:00:00.000Z', msUntilAccess: 5 * HOUR + 12 * MINUTE },
    });
    renderApp('/home', { auth: 'authenticated', api: meApi(me) });
    expect(await screen.findByText('5 ore e 12 minuti')).toBeTruthy();
    expect(screen.getAllByText('Gold').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alla homepage' })).toBeTruthy();
  });

  it('says the date is still to come when no mission is scheduled', async () => {
    const me = makeMe({ access: { state: 'not_yet_available', plan: 'base', accessStartsAt: null, msUntilAccess: null } });
    renderApp('/home', { auth: 'authenticated', api: meApi(me) });
    expect(await screen.findByText('Data in arrivo')).toBeTruthy();
    expect(screen.queryByTestId('gate-countdown')).toBeNull();
  });

  it('lets an allowed player in, inside the shell', async () => {
    renderApp('/home', { auth: 'authenticated', api: meApi(makeMe()) });
    expect(await screen.findByRole('heading', { name: MSG.homeTitle })).toBeTruthy();
    expect(screen.getByText('Bentornato, agente Mario Rossi')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
  });

  it('lets a waiting Base player open /subscriptions to upgrade', async () => {
    const me = makeMe({ access: { state: 'not_yet_available', plan: 'base', accessStartsAt: null, msUntilAccess: null } });
    renderApp('/subscriptions', { auth: 'authenticated', api: meApi(me) });
    expect(await screen.findByRole('heading', { name: 'Abbonamenti' })).toBeTruthy();
  });

  it('shows the load error with a retry when /api/me fails', async () => {
    renderApp('/home', { auth: 'authenticated', api: meApi(() => apiError(403, 'forbidden', 'Accesso Negato')) });
    expect(await screen.findByRole('heading', { name: MSG.profileLoadError })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('on a 401 signs out and goes to /login', async () => {
    const { path } = renderApp('/home', { auth: 'authenticated', api: meApi(() => apiError(401, 'unauthorized', MSG.sessionInvalid)) });
    await waitFor(() => expect(path()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Accesso agente' })).toBeTruthy();
  });
});

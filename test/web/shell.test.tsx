import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MSG } from '../../functions/core/messages';
import { BottomBar } from '../../web/src/components/layout/bottom-bar';
import { CountBadge } from '../../web/src/components/ui/count-badge';
import { makeMe, meApi, renderApp } from './harness';
import * as auth from './fake-auth';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

describe('bottom bar', () => {
  it('has the six tabs with their names and paths', () => {
    render(<MemoryRouter initialEntries={['/home']}><BottomBar unreadCount={0} /></MemoryRouter>);
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Mappa', '/map'],
      ['Buzz', '/buzz'],
      ['Intelligence', '/intelligence'],
      ['Notifiche', '/notifications'],
      ['Winners', '/leaderboard'],
    ]);
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });

  it('caps the unread badge at "99+"', () => {
    render(<MemoryRouter><BottomBar unreadCount={250} /></MemoryRouter>);
    expect(screen.getByTestId('count-badge').firstChild?.textContent).toBe('99+');
    expect(screen.getByRole('link', { name: /Notifiche/ }).textContent).toContain('99+');
  });

  it('shows small counts as they are and hides zero', () => {
    const { rerender } = render(<CountBadge count={7} />);
    expect(screen.getByTestId('count-badge').textContent).toBe('7');
    rerender(<CountBadge count={0} />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });
});

describe('header', () => {
  beforeEach(() => vi.clearAllMocks());

  it('has logo, bell, settings and avatar, and no back button on a main tab', async () => {
    renderApp('/home', { auth: 'authenticated', api: meApi(makeMe()) });
    await screen.findByRole('heading', { name: MSG.homeTitle });
    expect(screen.getByRole('link', { name: 'TRACCIA - Home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('button', { name: 'Apri notifiche' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('link', { name: 'Impostazioni' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Apri profilo agente' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Indietro' })).toBeNull();
  });

  it('has a back button elsewhere, which goes to /home without history', async () => {
    const { user, path } = renderApp('/settings', { auth: 'authenticated', api: meApi(makeMe()) });
    await user.click(await screen.findByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(path()).toBe('/home'));
  });

  it('copies the referral code and says "Link copiato!"', async () => {
    const { user } = renderApp('/home', { auth: 'authenticated', api: meApi(makeMe()) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copia codice invito: TRC-9XK2' }));
    expect(writeText).toHaveBeenCalledWith('TRC-9XK2');
    expect(await screen.findByText(MSG.linkCopied)).toBeTruthy();
  });

  it('opens the agent profile with plan, upgrade and "Esci", which logs out to /login', async () => {
    localStorage.setItem('something', 'kept by the app');
    sessionStorage.setItem('other', 'x');
    const { user, path } = renderApp('/home', { auth: 'authenticated', api: meApi(makeMe()) });
    await user.click(await screen.findByRole('button', { name: 'Apri profilo agente' }));

    const dialog = screen.getByRole('dialog', { name: 'Profilo agente' });
    expect(within(dialog).getByText('agente@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Base')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscriptions');
    expect(within(dialog).getByRole('button', { name: 'Copia codice invito: TRC-9XK2' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(auth.signOutLocal).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('closes the popup with Escape', async () => {
    const { user } = renderApp('/home', { auth: 'authenticated', api: meApi(makeMe()) });
    await user.click(await screen.findByRole('button', { name: 'Apri profilo agente' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('pages', () => {
  it('shows "in arrivo" for screens not built yet, inside the shell', async () => {
    renderApp('/leaderboard', { auth: 'authenticated', api: meApi(makeMe()) });
    expect(await screen.findByRole('heading', { name: 'Winners' })).toBeTruthy();
    expect(screen.getByText('Questa sezione è in arrivo.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeTruthy();
  });

  it('shows the 404 page with a button to /home', async () => {
    renderApp('/non-esiste');
    expect(await screen.findByRole('heading', { name: MSG.notFoundPage })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/home');
  });

  it('shows "Accesso Negato" on /access-denied', async () => {
    renderApp('/access-denied');
    expect(await screen.findByRole('heading', { name: MSG.accessDenied })).toBeTruthy();
  });

  it('shows legal pages as not available yet, with a way home, without the shell', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Documento non disponibile al momento.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Navigazione principale' })).toBeNull();
  });

  it('shows the landing to visitors, with the four steps and the register button', async () => {
    renderApp('/');
    expect(await screen.findByText('MISSION START')).toBeTruthy();
    expect(screen.getByText('IT IS POSSIBLE')).toBeTruthy();
    const join = screen.getAllByRole('link', { name: 'JOIN THE HUNT' });
    expect(join.map((l) => l.getAttribute('href'))).toEqual(['/register', '/register']);
    expect(screen.getByRole('link', { name: 'LEARN MORE' }).getAttribute('href')).toBe('#come-funziona');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    for (const step of ['Registrazione', 'Ricevi Indizi', 'Risolvi la Missione', 'Vinci davvero']) {
      expect(screen.getByRole('heading', { name: step })).toBeTruthy();
    }
  });

  it('sends a signed-in visitor of the landing to /home', async () => {
    const { path } = renderApp('/', { auth: 'authenticated', api: meApi(makeMe()) });
    expect(await screen.findByRole('heading', { name: MSG.homeTitle })).toBeTruthy();
    expect(path()).toBe('/home');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeMe, renderApp } from './harness';
import { gameplayRoutes, makeState, serve, type GameState } from './gameplay-fixtures';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

const openArchive = (state: GameState) => {
  const app = renderApp('/intelligence', { auth: 'authenticated' });
  const server = serve(gameplayRoutes(state));
  return { ...app, ...server };
};

const grid = async () => {
  await screen.findByRole('heading', { name: 'Sussurro 4' });
  return screen.getByRole('heading', { name: 'Archivio indizi' }).closest('section')!;
};
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const summaryValue = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition').textContent;

describe('intelligence: clue archive', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the clues as cards with a lock, no text, the unlock cost and the summary', async () => {
    openArchive(makeState());
    await grid();
    expect(screen.getByRole('heading', { name: 'Intelligence' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Bloccato' })).toHaveLength(4);
    expect(within(card('Segnale preciso 1')).getByText('Critico')).toBeTruthy();
    expect(within(card('Sussurro 4')).getByRole('button', { name: 'Sblocca · 10 crediti Sussurro 4' })).toBeTruthy();
    expect(within(card('Segnale preciso 1')).getByRole('button', { name: 'Sblocca · 50 crediti Segnale preciso 1' })).toBeTruthy();
    expect(screen.queryByText('Il premio ama la nebbia d’inverno.')).toBeNull();
    expect(summaryValue('Totale')).toBe('4');
    expect(summaryValue('Sbloccati')).toBe('0');
    expect(summaryValue('Critici')).toBe('1');
    expect(screen.getByText('500 crediti')).toBeTruthy();
  });

  it('filters by week and tier on the server, with the empty state', async () => {
    const { user, calls } = openArchive(makeState());
    await grid();
    const weeks = screen.getByRole('group', { name: 'Settimana' });
    expect(within(weeks).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tutte', 'W1', 'W2', 'W3', 'W4']);
    const tiers = screen.getByRole('group', { name: 'Piano' });
    expect(within(tiers).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tutti', 'Base', 'Silver', 'Gold', 'Black']);

    await user.click(within(weeks).getByRole('button', { name: 'W2' }));
    expect(await screen.findByText('Nessun indizio trovato')).toBeTruthy();
    expect(screen.getByText('Questa settimana non è ancora iniziata.')).toBeTruthy();
    const archiveCalls = () => calls.filter((c) => c.path === '/api/clues/archive').map((c) => c.query.toString());
    expect(archiveCalls()).toContain('week=2');
    expect(within(weeks).getByRole('button', { name: 'W2' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(weeks).getByRole('button', { name: 'W1' }));
    await user.click(within(tiers).getByRole('button', { name: 'Silver' }));
    await waitFor(() => expect(archiveCalls()).toContain('week=1&tier=silver'));
    expect(await screen.findByText('Nessun indizio trovato')).toBeTruthy();

    await user.click(within(tiers).getByRole('button', { name: 'Tutti' }));
    await user.click(within(weeks).getByRole('button', { name: 'Tutte' }));
    expect(await screen.findByRole('heading', { name: 'Sussurro 4' })).toBeTruthy();
  });

  it('searches the titles on screen', async () => {
    const { user } = openArchive(makeState());
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Cerca indizi' }), 'sussurro');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Traccia 2' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Sussurro 4' })).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Cerca indizi' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cerca indizi' }), 'nessuno così');
    expect(await screen.findByText('Nessun indizio trovato')).toBeTruthy();
  });

  it('unlocks a clue for credits: toast, text shown, summary and balance updated', async () => {
    const state = makeState();
    const { user, calls } = openArchive(state);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Sblocca · 10 crediti Sussurro 4' }));

    expect(await screen.findByText('Indizio sbloccato! Costato 10 crediti.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/clues/C004/unlock']);
    expect(await within(card('Sussurro 4')).findByText('Il premio ama la nebbia d’inverno.')).toBeTruthy();
    expect(within(card('Sussurro 4')).getByRole('img', { name: 'Sbloccato' })).toBeTruthy();
    expect(within(card('Sussurro 4')).queryByRole('button')).toBeNull();
    await waitFor(() => expect(summaryValue('Sbloccati')).toBe('1'));
    await waitFor(() => expect(screen.getByText('490 crediti')).toBeTruthy());
  });

  it('shows the server’s message when an unlock is refused', async () => {
    const { user } = openArchive(makeState({ credits: 20 }));
    await grid();
    await user.click(screen.getByRole('button', { name: 'Sblocca · 50 crediti Segnale preciso 1' }));
    expect(await screen.findByText('Crediti insufficienti. Servono 50 crediti.')).toBeTruthy();
    expect(within(card('Segnale preciso 1')).getByRole('img', { name: 'Bloccato' })).toBeTruthy();
  });

  it('shows "Errore" with "Riprova" when the archive cannot be loaded, and retries', async () => {
    const state = makeState();
    state.fail.set('GET /api/clues/archive', [403, 'Scegli un piano per accedere alla missione.']);
    const { user } = openArchive(state);
    expect(await screen.findByRole('heading', { name: 'Errore' })).toBeTruthy();
    expect(screen.getByText("Impossibile caricare l'archivio indizi")).toBeTruthy();
    state.fail.clear();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Sussurro 4' })).toBeTruthy();
  });

  it('shows 12 cards at first and the rest on "Mostra altri"', async () => {
    const state = makeState();
    const extra = Array.from({ length: 11 }, (_, i) => ({ ...state.pool[2]!, clueId: `X${i}`, title: `Sussurro extra ${i + 1}` }));
    state.pool.push(...extra);
    const { user } = openArchive(state);
    await grid();
    expect(screen.getAllByRole('button', { name: /^Sblocca/ })).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Mostra altri (3)' }));
    expect(screen.getAllByRole('button', { name: /^Sblocca/ })).toHaveLength(15);
    expect(screen.queryByRole('button', { name: /Mostra altri/ })).toBeNull();
  });

  it('lists the other intelligence modules with the week that opens them', async () => {
    openArchive(makeState({ me: makeMe({ profile: { tier: 'titanium' } }) }));
    await grid();
    const drawer = screen.getByRole('navigation', { name: 'Moduli intelligence' });
    expect(within(drawer).getByText('Disponibile dalla settimana 3')).toBeTruthy();
    expect(within(drawer).getAllByText('Disponibile dalla settimana 4')).toHaveLength(2);
    expect(within(drawer).getByText('Disponibile dopo un Final Shot fallito')).toBeTruthy();
    const tiers = screen.getByRole('group', { name: 'Piano' });
    expect(within(tiers).getByRole('button', { name: 'Titanium' })).toBeTruthy();
  });
});

describe('mission history after an unlock', () => {
  it('lists the unlocked clue on the home dashboard', async () => {
    const state = makeState();
    const { user, router } = openArchive(state);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Sblocca · 20 crediti Nota operativa 6' }));
    await screen.findByText('Indizio sbloccato! Costato 20 crediti.');

    await router.navigate('/home');
    await user.click(await screen.findByRole('button', { name: 'Indizi trovati: 1 / 200' }, { timeout: 3000 }));
    const history = (await screen.findByText('Gli agenti più rapidi partono dalla mappa.')).closest('li')!;
    expect(within(history).getByText('Nota operativa 6')).toBeTruthy();
    expect(within(history).getByText('Standard')).toBeTruthy();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { makeMe, renderApp } from './harness';
import { gameplayRoutes, makeMission, makeState, serve, type GameState } from './gameplay-fixtures';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

const openHome = (state: GameState) => {
  const app = renderApp('/home', { auth: 'authenticated' });
  const server = serve(gameplayRoutes(state));
  return { ...app, ...server };
};

/** The dashboard is on screen once the prize card is (after the 300 ms delay). */
const dashboard = () => screen.findByRole('heading', { name: 'Supercar Rosso Corsa' }, { timeout: 3000 });
const shopItem = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('home: mission dashboard', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says "Caricamento..." first, then shows the prize, visibility and the mission summary', async () => {
    const state = makeState({ progress: 40 });
    state.owned.push({ clueId: 'C004', title: 'Sussurro 4', text: 'Il premio ama la nebbia.', type: 'vague', week: 1, tier: 'base', source: 'unlock', acquiredAt: new Date().toISOString() });
    openHome(state);

    expect(await screen.findByText(MSG.loading)).toBeTruthy();
    await dashboard();
    expect(screen.getByRole('heading', { name: MSG.homeTitle })).toBeTruthy();
    expect(screen.getByText(state.mission.prize.description)).toBeTruthy();
    // 1/200 found × 0.4 + 40 × 0.05 = 2.2 → 2 (the server computes it; the screen shows it)
    expect(screen.getByText('Visibilità: 2%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sagoma del premio Supercar Rosso Corsa: Oscurato' })).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Indizi trovati: 1 / 200' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tempo rimanente: 28 giorni' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stato missione: ATTIVA' })).toBeTruthy();
    expect(screen.getByText('500 crediti')).toBeTruthy();
  });

  it('opens the mission history with the last clues, or its empty state', async () => {
    const state = makeState();
    const { user, calls } = openHome(state);
    await dashboard();
    await user.click(screen.getByRole('button', { name: /Indizi trovati/ }));
    expect(await screen.findByText('Nessun indizio completato ancora')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/clues')?.query.get('limit')).toBe('10');
  });

  it('opens the timeline (day, week, dates in Rome) and the commitment hash', async () => {
    const state = makeState({ mission: makeMission({ startsAt: '2026-07-19T10:00:00.000Z', endsAt: '2026-08-18T10:00:00.000Z' }) });
    const { user } = openHome(state);
    await dashboard();
    await user.click(screen.getByRole('button', { name: /Tempo rimanente/ }));
    expect(screen.getByText('19 luglio 2026')).toBeTruthy();
    expect(screen.getByText('18 agosto 2026')).toBeTruthy();
    expect(screen.getByText('Settimana 1 in corso')).toBeTruthy();
    const weeks = within(screen.getByRole('list', { name: 'Linea temporale della missione' })).getAllByRole('listitem');
    expect(weeks.map((w) => w.textContent)).toEqual(['W1', 'W2', 'W3', 'W4', 'W5']);
    expect(weeks[0]!.getAttribute('aria-current')).toBe('step');

    await user.click(screen.getByRole('button', { name: /Stato missione/ }));
    expect(screen.getByText('Impegno di posizione (SHA-256)')).toBeTruthy();
    expect(screen.getByText(state.mission.commitment)).toBeTruthy();
  });

  it('disables what the player cannot afford, with the spec’s text', async () => {
    openHome(makeState({ credits: 100 }));
    await dashboard();
    expect(((await screen.findByRole('button', { name: 'Acquista Coordinate Base' })) as HTMLButtonElement).disabled).toBe(false);
    for (const title of ['Dettaglio Architettonico', 'Intel Esclusivo']) {
      const item = shopItem(title);
      expect((within(item).getByRole('button', { name: `Acquista ${title}` }) as HTMLButtonElement).disabled).toBe(true);
      expect(within(item).getByText('Crediti insufficienti per acquistare questo indizio.')).toBeTruthy();
    }
    expect(within(shopItem('Coordinate Base')).queryByText('Crediti insufficienti per acquistare questo indizio.')).toBeNull();
  });

  it('buys a clue: calls the API, confirms, updates the balance and marks it owned', async () => {
    const state = makeState();
    const { user, calls } = openHome(state);
    await dashboard();
    await user.click(await screen.findByRole('button', { name: 'Acquista Coordinate Base' }));

    expect(await screen.findByText('Indizio acquistato con successo!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/shop/purchase', { code: 'CLU-001' }]]);
    await waitFor(() => expect(screen.getByText('450 crediti')).toBeTruthy());
    expect(within(screen.getByRole('heading', { name: /TRACCIA CONSOLE/ }).closest('section')!).getByText('450')).toBeTruthy();
    expect((within(shopItem('Coordinate Base')).getByRole('button', { name: /Acquistato/ }) as HTMLButtonElement).disabled).toBe(true);
    // the purchase lands in the diary (read again from the server)
    expect(await screen.findByText('Acquisto: Coordinate Base (50 crediti)')).toBeTruthy();
  });

  it('shows the server’s message when a purchase is refused', async () => {
    const state = makeState();
    state.fail.set('POST /api/shop/purchase', [409, 'Crediti insufficienti. Servono 250 crediti.']);
    const { user } = openHome(state);
    await dashboard();
    await user.click(await screen.findByRole('button', { name: 'Acquista Intel Esclusivo' }));
    expect(await screen.findByText('Crediti insufficienti. Servono 250 crediti.')).toBeTruthy();
    expect(screen.getByText('500 crediti')).toBeTruthy();
  });

  it('ignores an empty diary note and adds a real one', async () => {
    const state = makeState();
    const { user, calls } = openHome(state);
    await dashboard();
    const field = screen.getByLabelText('Nuova nota');
    await user.type(field, '    ');
    await user.click(screen.getByRole('button', { name: 'Aggiungi nota' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/diary')).toBe(false);

    await user.type(field, ' La guglia più alta è la chiave ');
    await user.click(screen.getByRole('button', { name: 'Aggiungi nota' }));
    expect(await screen.findByText('Nota aggiunta al diario')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/diary').map((c) => c.body)).toEqual([{ content: 'La guglia più alta è la chiave' }]);
    const entries = screen.getByRole('list', { name: 'Voci del diario' });
    expect(within(entries).getByText('La guglia più alta è la chiave')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    const notes = screen.getByText('Note').closest('div')!;
    expect(within(notes).getByText('1')).toBeTruthy();
  });

  it('shows "Errore" with "Riprova" when the status cannot be read, and recovers on retry', async () => {
    const state = makeState();
    state.fail.set('GET /api/mission/status', [403, 'Scegli un piano per accedere alla missione.']);
    const { user } = openHome(state);
    expect(await screen.findByRole('heading', { name: 'Errore' })).toBeTruthy();
    expect(screen.getByText('Errore nel caricamento dello stato missione')).toBeTruthy();

    state.fail.clear();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await dashboard();
    expect(screen.queryByRole('heading', { name: 'Errore' })).toBeNull();
  });

  it('gives admins the panel button to /panel-access', async () => {
    openHome(makeState({ me: makeMe({ roles: ['admin'] }) }));
    const panel = await screen.findByRole('link', { name: 'PANEL - Centro AI Generativo - Accesso Test' });
    expect(panel.getAttribute('href')).toBe('/panel-access');
  });

  it('has no panel button for a player', async () => {
    openHome(makeState());
    await dashboard();
    expect(screen.queryByRole('link', { name: /PANEL/ })).toBeNull();
  });

  it('opens the console full screen with a long press of 800 ms on a phone, and closes it', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('max-width: 767px'), media: q, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const { user, calls } = openHome(makeState());
    await dashboard();
    await screen.findByRole('button', { name: 'Acquista Coordinate Base' });
    const toggle = screen.getByRole('button', { name: /TRACCIA CONSOLE/ });
    fireEvent.pointerDown(toggle, { button: 0, clientX: 10, clientY: 10 });
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('dialog', { name: 'TRACCIA CONSOLE' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'TRACCIA CONSOLE' }, { timeout: 1500 });
    // The finger lifts over the panel that opened under it: that click must not buy anything.
    const buy = within(dialog).getByRole('button', { name: 'Acquista Coordinate Base' });
    fireEvent.pointerUp(buy);
    fireEvent.click(buy);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog', { name: 'TRACCIA CONSOLE' })).toBeNull();
    // the console stays expanded: the long press did not count as a tap on the header
    expect(screen.getByRole('button', { name: /TRACCIA CONSOLE/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('collapses the console on a tap and opens it full screen from its button', async () => {
    const { user } = openHome(makeState());
    await dashboard();
    await screen.findByRole('button', { name: 'Acquista Coordinate Base' });
    await user.click(screen.getByRole('button', { name: /TRACCIA CONSOLE/ }));
    expect(screen.queryByRole('button', { name: 'Acquista Coordinate Base' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apri la console a schermo intero' }));
    expect(screen.getByRole('dialog', { name: 'TRACCIA CONSOLE' })).toBeTruthy();
  });

  it('lets a developer reset their progress after confirming, and says so when it fails', async () => {
    const state = makeState({ me: makeMe({ roles: ['developer'] }) });
    state.fail.set('POST /api/dev/reset', [500, 'Errore interno']);
    const { user, calls } = openHome(state);
    await dashboard();
    await user.click(screen.getByRole('button', { name: /Indizi trovati/ }));
    await user.click(await screen.findByRole('button', { name: 'Azzera progressi' }));
    const dialog = screen.getByRole('dialog', { name: 'Azzera progressi' });
    await user.click(within(dialog).getByRole('button', { name: 'Azzera' }));
    expect(await screen.findByText('Impossibile azzerare i progressi. Riprova.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/dev/reset')).toHaveLength(1);

    state.fail.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Azzera' }));
    expect(await screen.findByText('Progressi azzerati')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Azzera progressi' })).toBeNull();
  });

  it('offers no reset to a player', async () => {
    const { user } = openHome(makeState());
    await dashboard();
    await user.click(screen.getByRole('button', { name: /Indizi trovati/ }));
    await screen.findByText('Nessun indizio completato ancora');
    expect(screen.queryByRole('button', { name: 'Azzera progressi' })).toBeNull();
  });
});

describe('agent-profile popup: mission status', () => {
  it('shows clues found of the total, days remaining and the mission start', async () => {
    const state = makeState({ mission: makeMission({ startsAt: '2026-07-19T10:00:00.000Z', daysRemaining: 17 }) });
    state.owned.push({ clueId: 'C001', title: 'Segnale preciso 1', text: 'x', type: 'precise', week: 1, tier: 'base', source: 'unlock', acquiredAt: new Date().toISOString() });
    const { user } = openHome(state);
    await user.click(await screen.findByRole('button', { name: 'Apri profilo agente' }));
    const dialog = screen.getByRole('dialog', { name: 'Profilo agente' });
    const stats = within(dialog).getByRole('region', { name: 'Stato missione' });
    await waitFor(() => expect(within(stats).getByText('1 / 200')).toBeTruthy());
    expect(within(stats).getByText('17')).toBeTruthy();
    expect(within(stats).getByText('19/07/2026')).toBeTruthy();
  });
});

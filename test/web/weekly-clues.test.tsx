import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from './harness';
import { gameplayRoutes, makeMission, makeState, serve } from './gameplay-fixtures';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

describe('intelligence: weekly clues', () => {
  it('shows four weeks: the Base player’s free clue of week 1 held, later weeks locked', async () => {
    const state = makeState({
      mission: makeMission({ currentWeek: 2 }),
      owned: [{
        clueId: 'W1-01', title: 'Indizio settimanale 1.1', text: 'Qui il risotto ha il colore dell’oro. (settimana 1)',
        type: 'medium', week: 1, tier: 'base', source: 'weekly', acquiredAt: '2026-11-20T12:00:00.000Z',
      }],
    });
    renderApp('/intelligence', { auth: 'authenticated' });
    serve(gameplayRoutes(state));
    const week1 = await screen.findByTestId('weekly-week-1');
    await within(week1).findByText('1 / 1 indizi');
    expect(within(week1).getByText('Indizio settimanale 1.1')).toBeTruthy();
    expect(within(screen.getByTestId('weekly-week-2')).getByText('0 / 1 indizi')).toBeTruthy();
    expect(within(screen.getByTestId('weekly-week-3')).getByText('Bloccata')).toBeTruthy();
    expect(within(screen.getByTestId('weekly-week-4')).getByText('Bloccata')).toBeTruthy();
  });
});

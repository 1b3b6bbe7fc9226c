import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { apiError, json, makeMe, meApi, renderApp } from './harness';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

describe('settings, profile section', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves the agent name and confirms it', async () => {
    const { user, calls } = renderApp('/settings', {
      auth: 'authenticated',
      api: meApi(makeMe(), (req) =>
        req.method === 'PATCH' && req.path === '/api/me/profile'
          ? json(200, makeMe({ profile: { agentName: (req.body as { agentName: string }).agentName } }))
          : undefined,
      ),
    });
    const field = await screen.findByLabelText('Nome agente');
    expect((field as HTMLInputElement).value).toBe('Mario Rossi');
    await user.clear(field);
    await user.type(field, 'Volpe Argentata');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Profilo aggiornato')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ agentName: 'Volpe Argentata' });
  });

  it('refuses an empty name with the registration message', async () => {
    const { user, calls } = renderApp('/settings/profilo', { auth: 'authenticated', api: meApi(makeMe()) });
    await user.clear(await screen.findByLabelText('Nome agente'));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(screen.getByText(MSG.nameRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('says "Impossibile salvare le modifiche. Riprova." when saving fails', async () => {
    const { user } = renderApp('/settings', {
      auth: 'authenticated',
      api: meApi(makeMe(), (req) => (req.method === 'PATCH' ? apiError(500, 'internal', 'Errore interno') : undefined)),
    });
    await user.type(await screen.findByLabelText('Nome agente'), 'X');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(MSG.profileSaveError)).toBeTruthy();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { renderApp } from './harness';
import * as auth from './fake-auth';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

const fields = () => ({
  name: screen.getByLabelText('Nome'),
  email: screen.getByLabelText('Email'),
  password: screen.getByLabelText('Password'),
  confirm: screen.getByLabelText('Conferma password'),
  submit: screen.getByRole('button', { name: 'Registrati' }),
});

describe('registration (/register)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the exact message of every empty field', async () => {
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.click(fields().submit);

    expect(screen.getByText(MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(screen.getByText(MSG.confirmRequired)).toBeTruthy();
    expect(auth.registerAccount).not.toHaveBeenCalled();
  });

  it.each([
    ['email', 'agente@', MSG.emailInvalid],
    ['password', 'Ab1', MSG.passwordMin],
    ['password', 'abcdefgh1', MSG.passwordComplexity],
    ['password', 'ABCDEFGH1', MSG.passwordComplexity],
    ['password', 'Abcdefghi', MSG.passwordComplexity],
  ] as const)('%s "%s" → "%s"', async (field, value, message) => {
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.type(fields()[field], value);
    await user.click(fields().submit);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('says the passwords differ, and marks the field invalid', async () => {
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.type(fields().password, 'Agente2026!');
    await user.type(fields().confirm, 'Agente2026?');
    await user.click(fields().submit);
    expect(screen.getByText(MSG.passwordsDiffer)).toBeTruthy();
    expect(fields().confirm.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears a field error as soon as that field is edited, and only that one', async () => {
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.click(fields().submit);
    await user.type(fields().name, 'M');
    expect(screen.queryByText(MSG.nameRequired)).toBeNull();
    expect(screen.getByText(MSG.emailRequired)).toBeTruthy();
  });

  it('signs up with name, e-mail and password, then asks for the e-mailed code', async () => {
    const { user, path, router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.type(fields().name, 'Mario Rossi');
    await user.type(fields().email, 'mario@example.com');
    await user.type(fields().password, 'Agente2026!');
    await user.type(fields().confirm, 'Agente2026!');
    await user.click(fields().submit);

    await waitFor(() => expect(path()).toBe('/verification'));
    expect(router.state.location.search).toBe('?email=mario%40example.com');
    expect(auth.registerAccount).toHaveBeenCalledWith({ name: 'Mario Rossi', email: 'mario@example.com', password: 'Agente2026!' });
    expect(await screen.findByLabelText('Codice di verifica')).toBeTruthy();
  });

  it('shows a server refusal as a toast in Italian', async () => {
    auth.registerAccount.mockRejectedValueOnce(auth.cognitoError('UsernameExistsException'));
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.type(fields().name, 'Mario');
    await user.type(fields().email, 'mario@example.com');
    await user.type(fields().password, 'Agente2026!');
    await user.type(fields().confirm, 'Agente2026!');
    await user.click(fields().submit);
    expect(await screen.findByText('Esiste già un account con questa email')).toBeTruthy();
  });

  it('falls back to "Errore sconosciuto durante la registrazione"', async () => {
    auth.registerAccount.mockRejectedValueOnce(new Error('boom'));
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.type(fields().name, 'Mario');
    await user.type(fields().email, 'mario@example.com');
    await user.type(fields().password, 'Agente2026!');
    await user.type(fields().confirm, 'Agente2026!');
    await user.click(fields().submit);
    expect(await screen.findByText(MSG.registrationUnknown)).toBeTruthy();
  });

  it('shows the chosen mission type with a link to change it', async () => {
    renderApp('/register?preference=donna');
    expect(await screen.findByText('Donna')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cambia' }).getAttribute('href')).toBe('/select-mission');
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
  });
});

describe('verification (/verification)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('confirms the code, signs in with the remembered password and opens /choose-plan', async () => {
    const { user, path } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrazione agente' });
    await user.type(fields().name, 'Mario');
    await user.type(fields().email, 'mario@example.com');
    await user.type(fields().password, 'Agente2026!');
    await user.type(fields().confirm, 'Agente2026!');
    await user.click(fields().submit);

    await user.type(await screen.findByLabelText('Codice di verifica'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    await waitFor(() => expect(path()).toBe('/choose-plan'));
    expect(auth.confirmRegistration).toHaveBeenCalledWith('mario@example.com', '123456');
    expect(auth.signInWithPassword).toHaveBeenCalledWith('mario@example.com', 'Agente2026!');
  });

  it('without the password in memory, sends the player to /login?verification=success', async () => {
    const { user, path, router } = renderApp('/verification?email=luca@example.com');
    await user.type(await screen.findByLabelText('Codice di verifica'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(router.state.location.search).toBe('?verification=success');
    expect(await screen.findByText(MSG.emailVerified)).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('says when the code is wrong', async () => {
    auth.confirmRegistration.mockRejectedValueOnce(auth.cognitoError('CodeMismatchException'));
    const { user, path } = renderApp('/verification?email=luca@example.com');
    await user.type(await screen.findByLabelText('Codice di verifica'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Codice di verifica non valido')).toBeTruthy();
    expect(path()).toBe('/verification');
  });
});

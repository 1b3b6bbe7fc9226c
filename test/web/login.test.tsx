import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { makeMe, meApi, renderApp } from './harness';
import * as auth from './fake-auth';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

const openLogin = async (path = '/login', opts: Parameters<typeof renderApp>[1] = {}) => {
  const app = renderApp(path, opts);
  await screen.findByRole('heading', { name: 'Accesso agente' });
  return app;
};

describe('login (/login)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('has labelled fields, the register link, the reset link and a way home', async () => {
    await openLogin();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Registrati - Accesso limitato' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Torna alla homepage' }).getAttribute('href')).toBe('/');
  });

  it('says "Tutti i campi sono obbligatori" when a field is empty, without calling Cognito', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'agente@example.com');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByText(MSG.allFieldsRequired)).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Password'), 'Segreta1');
    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it.each(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'])(
    'a refused login (%s) shows "Errore di login" / "Credenziali non valide"',
    async (errorName) => {
      auth.signInWithPassword.mockRejectedValueOnce(auth.cognitoError(errorName, 'Incorrect username or password.'));
      const { user, path } = await openLogin();
      await user.type(screen.getByLabelText('Email'), 'agente@example.com');
      await user.type(screen.getByLabelText('Password'), 'Sbagliata1');
      await user.click(screen.getByRole('button', { name: 'Accedi' }));
      expect(await screen.findByText(MSG.loginErrorTitle)).toBeTruthy();
      expect(screen.getByText(MSG.invalidCredentials)).toBeTruthy();
      expect(screen.queryByText('Incorrect username or password.')).toBeNull();
      expect(path()).toBe('/login');
    },
  );

  it('signs in, says so, and goes to /home', async () => {
    const { user, path } = await openLogin('/login', { api: meApi(makeMe()) });
    await user.type(screen.getByLabelText('Email'), 'agente@example.com');
    await user.type(screen.getByLabelText('Password'), 'Agente2026!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: MSG.homeTitle })).toBeTruthy();
    expect(auth.signInWithPassword).toHaveBeenCalledWith('agente@example.com', 'Agente2026!');
  });

  it('after sign-in a player without a plan lands on /choose-plan', async () => {
    const { user, path } = await openLogin('/login', { api: meApi(makeMe({ access: { state: 'no_plan', plan: null } })) });
    await user.type(screen.getByLabelText('Email'), 'agente@example.com');
    await user.type(screen.getByLabelText('Password'), 'Agente2026!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(path()).toBe('/choose-plan'));
  });

  it('shows "Email verificata" after verification', async () => {
    await openLogin('/login?verification=success');
    expect(screen.getByText(MSG.emailVerified)).toBeTruthy();
  });

  it('sends a signed-in user from /login to /home', async () => {
    const { path } = renderApp('/login', { auth: 'authenticated', api: meApi(makeMe()) });
    expect(await screen.findByRole('heading', { name: MSG.homeTitle })).toBeTruthy();
    expect(path()).toBe('/home');
  });
});

describe('password reset (/reset-password)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends the code, then sets the new password with the registration rules', async () => {
    const { user, path } = renderApp('/reset-password');
    await user.type(await screen.findByLabelText('Email'), 'agente@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia codice' }));
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('agente@example.com');

    await user.type(await screen.findByLabelText('Codice di verifica'), '123456');
    await user.type(screen.getByLabelText('Nuova password'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Aggiorna password' }));
    expect(screen.getByText(MSG.passwordMin)).toBeTruthy();
    expect(screen.getByText(MSG.confirmRequired)).toBeTruthy();

    await user.clear(screen.getByLabelText('Nuova password'));
    await user.type(screen.getByLabelText('Nuova password'), 'Nuova2026!');
    await user.type(screen.getByLabelText('Conferma password'), 'Nuova2026!');
    await user.click(screen.getByRole('button', { name: 'Aggiorna password' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(auth.confirmPasswordReset).toHaveBeenCalledWith('agente@example.com', '123456', 'Nuova2026!');
  });
});

describe('login when the system cannot be reached', () => {
  it('says "Errore di sistema", not "Credenziali non valide"', async () => {
    auth.signInWithPassword.mockRejectedValueOnce(auth.cognitoError('AppLoadError'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'agente@example.com');
    await user.type(screen.getByLabelText('Password'), 'Agente2026!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(MSG.systemErrorTitle)).toBeTruthy();
    expect(screen.getByText(MSG.genericError)).toBeTruthy();
    expect(screen.queryByText(MSG.invalidCredentials)).toBeNull();
  });

  it('says "Troppi tentativi" when Cognito throttles', async () => {
    auth.signInWithPassword.mockRejectedValueOnce(auth.cognitoError('LimitExceededException'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'agente@example.com');
    await user.type(screen.getByLabelText('Password'), 'Agente2026!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(MSG.tooManyAttempts)).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { api, cognito, login, mailFor, registerPlayer, uniqueEmail, PASSWORD } from './support';

describe('accounts', () => {
  it('sends the verification code by e-mail, and the first sign-in creates a Base profile', async () => {
    const email = uniqueEmail();
    const player = await registerPlayer('Giulia Rossi', email);
    const [mail] = await mailFor(email);
    expect(mail!.subject).toBe('TRACCIA - Codice di verifica');
    expect(mail!.code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(mail!.code!);

    const me = await api('/api/me', { token: player.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual({ id: player.sub, email, name: 'Giulia Rossi' });
    expect(me.body.profile).toMatchObject({ tier: 'base', credits: 500, status: 'registered_pending', agentName: 'Giulia Rossi' });
    expect(me.body.profile.agentCode).toMatch(/^AG-[2-9A-HJ-NP-Z]{6}$/);
    expect(me.body.profile.referralCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(me.body.access).toMatchObject({ state: 'no_plan', plan: null });
  });

  it('choosing Base opens the gate of the running demo mission, once', async () => {
    const player = await registerPlayer();
    const chosen = await api('/api/me/plan', { method: 'POST', token: player.accessToken, body: { plan: 'base' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.profile.status).toBe('active');
    expect(chosen.body.access).toMatchObject({ state: 'allowed', plan: 'base', msUntilAccess: 0 });
    const again = await api('/api/me/plan', { method: 'POST', token: player.accessToken, body: { plan: 'base' } });
    expect(again.body.profile.credits).toBe(500);
  });

  it('refuses a paid plan on the Base route: paid plans go through checkout', async () => {
    const player = await registerPlayer();
    const res = await api('/api/me/plan', { method: 'POST', token: player.accessToken, body: { plan: 'gold' } });
    expect(res.status).toBe(400);
    expect((await api('/api/me', { token: player.accessToken })).body.profile.tier).toBe('base');
  });

  it('creates exactly one profile when the first requests arrive together', async () => {
    const player = await registerPlayer();
    const all = await Promise.all(Array.from({ length: 8 }, () => api('/api/me', { token: player.accessToken })));
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(all.map((r) => r.body.profile.agentCode)).size).toBe(1);
  });

  it('edits the agent name with a clear Italian error for an empty one', async () => {
    const player = await registerPlayer();
    const empty = await api('/api/me/profile', { method: 'PATCH', token: player.accessToken, body: { agentName: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: { code: 'VALIDATION', message: 'Il nome è obbligatorio' } });
    const ok = await api('/api/me/profile', { method: 'PATCH', token: player.accessToken, body: { agentName: '  Volpe Nera ' } });
    expect(ok.body.profile.agentName).toBe('Volpe Nera');
    const bad = await api('/api/me/profile', { method: 'PATCH', token: player.accessToken, body: '{not json' });
    expect(bad.status).toBe(400);
  });

  it('enforces the password policy at sign-up', async () => {
    const attempt = cognito().send(new SignUpCommand({
      ClientId: inject('userPoolClientId'), Username: uniqueEmail(), Password: 'password1',
      UserAttributes: [{ Name: 'name', Value: 'X' }],
    }));
    await expect(attempt).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('resets a password with the e-mailed code', async () => {
    const player = await registerPlayer();
    await cognito().send(new ForgotPasswordCommand({ ClientId: inject('userPoolClientId'), Username: player.email }));
    const [mail] = await mailFor(player.email);
    expect(mail!.subject).toBe('TRACCIA - Reimpostazione password');
    await cognito().send(new ConfirmForgotPasswordCommand({
      ClientId: inject('userPoolClientId'), Username: player.email, ConfirmationCode: mail!.code!, Password: 'Nuova2026Pass',
    }));
    await expect(login(player.email, PASSWORD)).rejects.toBeTruthy();
    expect((await login(player.email, 'Nuova2026Pass')).sub).toBe(player.sub);
  });
});

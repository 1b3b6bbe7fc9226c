import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, forgeToken, registerPlayer, baseUrl, type Tokens } from './support';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('token negatives on a protected route', () => {
  let player: Tokens;
  const claims = () => ({ sub: player.sub, token_use: 'access', client_id: inject('userPoolClientId'), username: player.sub });
  beforeAll(async () => {
    player = await registerPlayer();
  });

  it('accepts the real access token', async () => {
    expect((await api('/api/me', { token: player.accessToken })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await forgeToken(claims(), { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await api('/api/me', { token })).status).toBe(401);
  });

  it('refuses a token from another issuer, even signed with a known key', async () => {
    const token = await forgeToken(claims(), { issuer: `${baseUrl()}/_local/cognito/local_otherpool` });
    expect((await api('/api/me', { token })).status).toBe(401);
  });

  it('refuses a token issued to another app client', async () => {
    const token = await forgeToken({ ...claims(), client_id: 'another-client' });
    expect((await api('/api/me', { token })).status).toBe(401);
  });

  it('refuses an ID token in place of an access token', async () => {
    expect((await api('/api/me', { token: player.idToken })).status).toBe(401);
  });

  it('refuses alg none', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), iss: `${baseUrl()}/_local/cognito/${inject('userPoolId')}`, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await api('/api/me', { token })).status).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const [h, , s] = player.accessToken.split('.');
    const token = `${h}.${b64({ ...claims(), sub: 'someone-else', exp: Math.floor(Date.now() / 1000) + 600 })}.${s}`;
    expect((await api('/api/me', { token })).status).toBe(401);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await api('/api/me')).status).toBe(401);
    expect((await api('/api/me', { headers: { authorization: player.accessToken } })).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { ROUTES } from '../../functions/core/routes';
import { api, baseUrl, forgeToken, registerPlayer } from './support';

const openSocket = (url: string) =>
  new Promise<{ ws: WebSocket; status: number }>((resolve) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve({ ws, status: 101 }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
    ws.once('error', () => resolve({ ws, status: 0 }));
  });

describe('local system', () => {
  it('reports the table and the user pool reachable', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', checks: { table: 'ok', userPool: 'ok' } });
  });

  it('publishes an OpenAPI document listing every route', async () => {
    const res = await api('/api/openapi.json');
    expect(res.body.openapi).toBe('3.1.0');
    for (const r of ROUTES) expect(res.body.paths[r.path]?.[r.method.toLowerCase()]?.operationId).toBe(r.id);
  });

  it('serves the runtime config for the web app', async () => {
    const res = await api('/_local/config');
    expect(res.body).toEqual({
      userPoolId: inject('userPoolId'), userPoolClientId: inject('userPoolClientId'),
      cognitoEndpoint: `${baseUrl()}/_local/cognito`, apiUrl: baseUrl(), wsUrl: inject('wsUrl'), stage: 'local',
    });
  });

  it('answers an unknown API route like API Gateway', async () => {
    expect((await api('/api/nope')).status).toBe(404);
  });

  it('runs a scheduled job on demand as its timer would', async () => {
    const res = await api('/_local/schedules/mission-countdown', { method: 'POST' });
    expect(res.body).toMatchObject({ missionId: 'demo', state: 'ATTIVA', closed: false });
  });

  it('refuses a WebSocket without a token, with a bad token, or from another pool', async () => {
    const none = await openSocket(inject('wsUrl'));
    expect(none.status).toBe(401);
    const bad = await openSocket(`${inject('wsUrl')}?token=abc.def.ghi`);
    expect(bad.status).toBe(401);
    const other = await forgeToken({ sub: 'x', token_use: 'access', client_id: inject('userPoolClientId') }, { issuer: 'http://localhost:9229/local_other' });
    const foreign = await openSocket(`${inject('wsUrl')}?token=${other}`);
    expect(foreign.status).toBe(401);
  });

  it('accepts a signed-in player’s WebSocket and answers a ping through the management API', async () => {
    const player = await registerPlayer();
    const { ws, status } = await openSocket(`${inject('wsUrl')}?token=${player.accessToken}`);
    expect(status).toBe(101);
    const reply = new Promise<string>((r) => ws.once('message', (d) => r(d.toString())));
    ws.send(JSON.stringify({ action: 'ping' }));
    expect(JSON.parse(await reply)).toMatchObject({ type: 'pong' });
    ws.close();
  });

  it('answers 410 for a connection that does not exist', async () => {
    const res = await fetch(`${baseUrl()}/@connections/nope`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(410);
  });
});

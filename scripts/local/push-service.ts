import type http from 'node:http';

/** One request a push service received, as the local endpoint records it. */
export interface PushRequest {
  id: string;
  at: string;
  headers: { authorization: string | null; contentEncoding: string | null; ttl: string | null; urgency: string | null };
  /** The encrypted body (aes128gcm), base64: a test holding the subscription keys can decrypt it. */
  body: string;
  status: number;
}

/**
 * A local stand-in for a browser vendor's push service (Web Push needs one; headless Chromium
 * has none offline). Subscriptions whose endpoint is `<base>/_local/push/endpoint/<id>` are
 * delivered here:
 *   POST /_local/push/endpoint/<id>     a push message (recorded; answers 201 or the set status)
 *   POST /_local/push/respond/<id>      {"status": 410} makes that endpoint answer 410 from now on
 *   GET  /_local/push/requests?id=<id>  what arrived, newest last (JSON)
 */
export const createPushService = () => {
  const requests: PushRequest[] = [];
  const statusOf = new Map<string, number>();
  const json = (res: http.ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  };

  const route = async (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, , , action, id = ''] = url.pathname.split('/'); // '', '_local', 'push', action, id
    if (action === 'endpoint' && req.method === 'POST' && id) {
      const status = statusOf.get(id) ?? 201;
      const h = (n: string) => (req.headers[n] as string | undefined) ?? null;
      requests.push({
        id, at: new Date().toISOString(), status, body: body.toString('base64'),
        headers: { authorization: h('authorization'), contentEncoding: h('content-encoding'), ttl: h('ttl'), urgency: h('urgency') },
      });
      return void res.writeHead(status).end();
    }
    if (action === 'respond' && req.method === 'POST' && id) {
      const { status } = JSON.parse(body.toString('utf8') || '{}') as { status?: number };
      if (status) statusOf.set(id, status);
      else statusOf.delete(id);
      return json(res, 200, { id, status: status ?? 201 });
    }
    if (action === 'requests' && req.method === 'GET') {
      const only = url.searchParams.get('id');
      return json(res, 200, only ? requests.filter((r) => r.id === only) : requests);
    }
    return json(res, 404, { message: 'Not Found' });
  };
  return { route, requests };
};

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { ROUTES, WS_ROUTES, type RouteDef } from '../../functions/core/routes';
import type { RuntimeConfig } from '../../functions/core/api/system';
import type { AccessClaims } from '../../functions/lib/jwt';
import { invoke } from './lambda-runtime';
import type { Mailbox } from './mailbox';
import { renderMailbox } from './mailbox-page';

/**
 * The local gateway: one node:http server that plays API Gateway (HTTP API with the Cognito JWT
 * authorizer, WebSocket API with its management API), CloudFront (the built web app with the same
 * security headers) and hosts the local-only tools under /_local. It reads the same route table
 * as the CDK stack and calls the same handler modules.
 */
export interface GatewayOptions {
  port: number;
  host?: string;
  verify: (token: string) => Promise<AccessClaims>;
  cognitoApp: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  mailbox: Mailbox;
  config: RuntimeConfig;
  webDist: string | null;
  /** Local-only extras (schedule triggers, ...): `/_local/<name>` → handler. */
  localRoutes?: Record<string, (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<void>>;
}

export interface Gateway {
  server: http.Server;
  close: () => Promise<void>;
  connections: Map<string, WebSocket>;
}

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy':
    "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; " +
    "font-src 'self' data:; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp', '.jpg': 'image/jpeg', '.mp3': 'audio/mpeg', '.map': 'application/json',
};

interface CompiledRoute { route: RouteDef; re: RegExp; params: string[] }
const compile = (r: RouteDef): CompiledRoute => {
  const params: string[] = [];
  const re = new RegExp('^' + r.path.replace(/\{(\w+)\}/g, (_m, p) => (params.push(p), '([^/]+)')) + '$');
  return { route: r, re, params };
};

const readBody = (req: http.IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 6 * 1024 * 1024) reject(new Error('payload too large')); // API Gateway's payload limit
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: http.ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(status, { ...headers });
  res.end(body);
};
const sendJson = (res: http.ServerResponse, status: number, body: unknown) =>
  send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });

/** Headers as API Gateway passes them: lower-case names, repeated values joined by commas. */
const v2Headers = (req: http.IncomingMessage): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === 'cookie') continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
};

/** The JWT authorizer hands claims to the integration as strings; arrays become "[a b]". */
const v2Claims = (claims: AccessClaims): Record<string, string> =>
  Object.fromEntries(
    Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );

const isTextType = (ct: string) => /json|text|xml|javascript|x-www-form-urlencoded/.test(ct);

export const buildHttpEvent = (
  req: http.IncomingMessage, url: URL, body: Buffer, route: RouteDef, pathParameters: Record<string, string>,
  claims: AccessClaims | null, port: number,
) => {
  const headers = v2Headers(req);
  const cookies = req.headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] ? `${query[k]},${v}` : v;
  const ct = headers['content-type'] ?? '';
  const base64 = body.length > 0 && !isTextType(ct);
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      ...(claims ? { authorizer: { jwt: { claims: v2Claims(claims), scopes: null } } } : {}),
      domainName: `localhost:${port}`,
      domainPrefix: 'localhost',
      http: {
        method: route.method, path: url.pathname, protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: base64 ? body.toString('base64') : body.toString('utf8') } : {}),
    isBase64Encoded: base64,
  };
};

interface LambdaHttpResult { statusCode?: number; headers?: Record<string, string | number | boolean>; body?: string; isBase64Encoded?: boolean; cookies?: string[] }

/** Writes a Lambda result the way API Gateway's payload format 2.0 does. */
const writeLambdaResult = (res: http.ServerResponse, result: unknown) => {
  if (result === null || typeof result !== 'object' || !('statusCode' in (result as object))) {
    // A result without statusCode is sent as a JSON body with 200.
    return send(res, 200, typeof result === 'string' ? result : JSON.stringify(result ?? null), { 'content-type': 'application/json' });
  }
  const r = result as LambdaHttpResult;
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k] = String(v);
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  res.writeHead(r.statusCode ?? 200, headers);
  res.end(r.body ? Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8') : undefined);
};

const serveStatic = (dist: string, url: URL, res: http.ServerResponse) => {
  const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  let file = path.resolve(dist, rel);
  if (!file.startsWith(path.resolve(dist))) return send(res, 403, 'Forbidden');
  let spa = false;
  if (!rel || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    file = path.join(dist, 'index.html'); // SPA fallback, as CloudFront's error responses do
    spa = true;
  }
  if (!fs.existsSync(file)) {
    return send(res, 503, 'Web app non compilata: esegui npm run build:web', { 'content-type': 'text/plain; charset=utf-8' });
  }
  const ext = path.extname(file);
  const immutable = !spa && /\/assets\//.test(url.pathname);
  send(res, 200, fs.readFileSync(file), {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SECURITY_HEADERS,
  });
};

export const startGateway = async (opts: GatewayOptions): Promise<Gateway> => {
  const compiled = ROUTES.map(compile);
  const connections = new Map<string, WebSocket>();
  const host = opts.host ?? '127.0.0.1';

  const handleApi = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const method = req.method ?? 'GET';
    const matches = compiled.map((c) => ({ c, m: c.re.exec(url.pathname) })).filter((x) => x.m);
    const hit = matches.find((x) => x.c.route.method === method);
    if (!hit) {
      // API Gateway answers an unknown route with 404 {"message":"Not Found"}.
      return sendJson(res, 404, { message: 'Not Found' });
    }
    const { route, params } = hit.c;
    const pathParameters = Object.fromEntries(params.map((p, i) => [p, decodeURIComponent(hit.m![i + 1]!)]));
    let claims: AccessClaims | null = null;
    if (route.access !== 'public') {
      const auth = req.headers.authorization ?? '';
      const token = auth.replace(/^Bearer\s+/i, '');
      try {
        if (!token || token === auth) throw new Error('missing');
        claims = await opts.verify(token);
      } catch {
        return sendJson(res, 401, { message: 'Unauthorized' });
      }
    }
    const body = await readBody(req);
    const event = buildHttpEvent(req, url, body, route, pathParameters, claims, opts.port);
    writeLambdaResult(res, await invoke(route.handler, event));
  };

  /** The WebSocket management API: what ApiGatewayManagementApiClient calls. */
  const handleConnections = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const id = decodeURIComponent(url.pathname.replace(/^\/(@|%40)connections\//, ''));
    const ws = connections.get(id);
    if (!ws || ws.readyState !== ws.OPEN) return sendJson(res, 410, { message: 'Gone' });
    if (req.method === 'POST') {
      ws.send((await readBody(req)).toString('utf8'));
      return send(res, 200, '');
    }
    if (req.method === 'DELETE') {
      ws.close(1000);
      return send(res, 204, '');
    }
    return sendJson(res, 200, { ConnectedAt: new Date().toISOString(), Identity: { SourceIp: '127.0.0.1' } });
  };

  const handleLocal = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    if (url.pathname.startsWith('/_local/cognito')) {
      req.url = url.pathname.slice('/_local/cognito'.length) + url.search || '/';
      if (!req.url.startsWith('/')) req.url = '/' + req.url;
      return opts.cognitoApp(req, res);
    }
    if (url.pathname === '/_local/config') return sendJson(res, 200, opts.config);
    if (url.pathname === '/_local/mail') {
      if (req.method === 'POST') {
        // The mail adapter's local mode (functions/adapters/mail.ts): every application e-mail lands here.
        const m = JSON.parse((await readBody(req)).toString('utf8')) as { to?: string; subject?: string; text?: string };
        if (!m.to || !m.subject || typeof m.text !== 'string') return sendJson(res, 400, { message: 'to, subject, text required' });
        opts.mailbox.add({ to: m.to, subject: m.subject, text: m.text, code: null });
        return sendJson(res, 201, { ok: true });
      }
      const mails = opts.mailbox.list(url.searchParams.get('to'));
      if (url.searchParams.get('format') === 'json') return sendJson(res, 200, mails);
      return send(res, 200, renderMailbox(mails), { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    }
    const name = url.pathname.slice('/_local/'.length);
    const extra = opts.localRoutes?.[name.split('/')[0] ?? ''];
    if (extra) return extra(req, res, await readBody(req));
    return sendJson(res, 404, { message: 'Not Found' });
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${opts.port}`);
    const p = url.pathname;
    const run = async () => {
      if (p.startsWith('/api/') || p === '/api' || p.startsWith('/webhooks/')) return handleApi(req, res, url);
      if (/^\/(@|%40)connections\//.test(p)) return handleConnections(req, res, url);
      if (p.startsWith('/_local/')) return handleLocal(req, res, url);
      if (p === '/config.json') return sendJson(res, 200, opts.config);
      if (opts.webDist) return serveStatic(opts.webDist, url, res);
      return sendJson(res, 404, { message: 'Not Found' });
    };
    run().catch((e) => {
      console.error('[gateway]', e);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    });
  });

  // WebSocket API: $connect decides (a non-2xx rejects the upgrade), then $default / $disconnect.
  const wss = new WebSocketServer({ noServer: true });
  const wsHandler = (key: string) => WS_ROUTES.find((r) => r.routeKey === key)!.handler;
  const wsEvent = (routeKey: string, connectionId: string, extra: Record<string, unknown> = {}) => ({
    requestContext: {
      routeKey, eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
      connectionId, domainName: `localhost:${opts.port}`, stage: 'local', apiId: 'local', requestId: randomUUID(),
      connectedAt: Date.now(), requestTimeEpoch: Date.now(), messageDirection: 'IN',
    },
    isBase64Encoded: false,
    ...extra,
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://localhost:${opts.port}`);
    if (url.pathname !== '/ws') return socket.destroy();
    const connectionId = randomUUID().replace(/-/g, '').slice(0, 16) + '=';
    const query = Object.fromEntries(url.searchParams);
    invoke(wsHandler('$connect'), wsEvent('$connect', connectionId, { headers: v2Headers(req), queryStringParameters: query }))
      .then((r) => {
        const status = (r as { statusCode?: number } | undefined)?.statusCode ?? 200;
        if (status < 200 || status > 299) {
          socket.write(`HTTP/1.1 ${status} Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
          return socket.destroy();
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          connections.set(connectionId, ws);
          ws.on('message', (data) => {
            void invoke(wsHandler('$default'), wsEvent('$default', connectionId, { body: data.toString() })).catch((e) => console.error('[ws $default]', e));
          });
          ws.on('close', () => {
            connections.delete(connectionId);
            void invoke(wsHandler('$disconnect'), wsEvent('$disconnect', connectionId)).catch((e) => console.error('[ws $disconnect]', e));
          });
        });
      })
      .catch((e) => {
        console.error('[ws $connect]', e);
        socket.write('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        socket.destroy();
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });

  return {
    server,
    connections,
    close: async () => {
      for (const ws of connections.values()) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
};

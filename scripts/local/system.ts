import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import webpush from 'web-push';
import { ENV } from '../../functions/lib/env';
import { resetEnvCache } from '../../functions/lib/env';
import { logger } from '../../functions/lib/logger';
import { createAccessTokenVerifier } from '../../functions/lib/jwt';
import { LOCAL_TABLE_NAME } from '../../functions/db/table';
import type { RuntimeConfig } from '../../functions/core/api/system';
import { Mailbox } from './mailbox';
import { startDynamo, ensureTable } from './dynamodb';
import { startCognito, ensurePool, localIssuer, type LocalCognito, type PoolIds } from './cognito';
import { startGateway, type Gateway } from './gateway';
import { startScheduler, runSchedule } from './scheduler';
import { startStreamPoller } from './stream-poller';
import { seedMission, seedAccounts } from './seed';
import { LOCAL_DIR, WEB_DIST } from './paths';
import { localPayments } from './payments';
import { createPushService } from './push-service';
import { invoke } from './lambda-runtime';
import { TOPIC_CONSUMERS } from '../../functions/core/routes';

export interface LocalSystemOptions {
  port: number;
  /** Where data is kept across restarts; null = a fresh temporary directory, DynamoDB in memory. */
  dataDir: string | null;
  dynamoPort?: number;
  webDist?: string | null;
  seed?: boolean;
  schedules?: boolean;
  log?: (m: string) => void;
}

export interface LocalSystem {
  baseUrl: string;
  wsUrl: string;
  config: RuntimeConfig;
  ids: PoolIds;
  dynamoEndpoint: string;
  tableName: string;
  mailbox: Mailbox;
  cognito: LocalCognito;
  gateway: Gateway;
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

export const portInUse = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
  });

/** Brings up the whole system on one machine: the same code as the cloud, local parts around it. */
export const startLocalSystem = async (opts: LocalSystemOptions): Promise<LocalSystem> => {
  const log = opts.log ?? (() => undefined);
  // Node 20 is fine for local mode; keep the SDKs' support notices out of the console.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'traccia-'));
  const persistent = opts.dataDir !== null;
  fs.mkdirSync(dataDir, { recursive: true });
  const baseUrl = `http://localhost:${opts.port}`;
  const wsUrl = `ws://localhost:${opts.port}/ws`;
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
    if (!persistent) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const mailbox = new Mailbox(persistent ? dataDir : null);
    const dynamo = await startDynamo({ port: opts.dynamoPort ?? (await freePort()), dataDir: persistent ? path.join(dataDir, 'dynamodb') : undefined });
    stops.push(dynamo.stop);
    const tableName = LOCAL_TABLE_NAME;
    const streamArn = await ensureTable(dynamo.client, tableName);

    const issuerDomain = `${baseUrl}/_local/cognito`;
    const cognito = await startCognito({ dataDir: path.join(dataDir, 'cognito'), issuerDomain, mailbox });
    const ids = await ensurePool(cognito);
    const issuer = localIssuer(issuerDomain, ids.userPoolId);

    // Web Push: one VAPID key pair per data directory, generated at the first start (.local/vapid.json).
    const vapidFile = path.join(dataDir, 'vapid.json');
    if (!fs.existsSync(vapidFile)) fs.writeFileSync(vapidFile, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    const vapid = JSON.parse(fs.readFileSync(vapidFile, 'utf8')) as { publicKey: string; privateKey: string };

    const env: Record<string, string> = {
      [ENV.STAGE]: 'local',
      [ENV.TABLE_NAME]: tableName,
      [ENV.DYNAMODB_ENDPOINT]: dynamo.endpoint,
      [ENV.USER_POOL_ID]: ids.userPoolId,
      [ENV.USER_POOL_CLIENT_ID]: ids.userPoolClientId,
      [ENV.COGNITO_ENDPOINT]: issuerDomain,
      [ENV.JWT_ISSUER]: issuer,
      [ENV.JWKS_URL]: `${issuer}/.well-known/jwks.json`,
      [ENV.WS_MANAGEMENT_ENDPOINT]: baseUrl,
      [ENV.MAIL_MODE]: 'local',
      [ENV.LOCAL_MAILBOX_URL]: `${baseUrl}/_local/mail`,
      [ENV.VAPID_PUBLIC_KEY]: vapid.publicKey,
      [ENV.VAPID_PRIVATE_KEY]: vapid.privateKey,
      [ENV.VAPID_SUBJECT]: 'mailto:no-reply@traccia.local',
      [ENV.LOCAL_SNS_URL]: `${baseUrl}/_local/sns`,
      [ENV.AWS_REGION]: 'eu-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    };
    // Payments (issue 3): the local test provider, or real Stripe when a key is set (D8).
    const payments = localPayments(baseUrl, persistent ? dataDir : null);
    Object.assign(env, payments.env);
    Object.assign(process.env, env);
    resetEnvCache();
    // The logger was built when its module was first imported, maybe before this env existed.
    logger.setLogLevel(env.LOG_LEVEL as 'WARN');

    const config: RuntimeConfig = {
      userPoolId: ids.userPoolId, userPoolClientId: ids.userPoolClientId, cognitoEndpoint: issuerDomain,
      apiUrl: baseUrl, wsUrl, stage: 'local',
    };
    const pushService = createPushService();
    const verify = createAccessTokenVerifier({ issuer, clientId: ids.userPoolClientId, jwks: { keys: [cognito.publicJwk as never] } });
    const gateway = await startGateway({
      port: opts.port, verify, cognitoApp: cognito.app, mailbox, config,
      webDist: opts.webDist === undefined ? WEB_DIST : opts.webDist,
      localRoutes: {
        ...payments.routes, // /_local/payments/*, /_local/checkout/<id>
        // POST /_local/sns {messages}: what the push topic's subscription would do. Answered at
        // once (SNS is asynchronous); the topic consumers run after.
        sns: async (req, res, body) => {
          if (req.method !== 'POST') return void res.writeHead(405).end();
          const { messages } = JSON.parse(body.toString('utf8')) as { messages: string[] };
          res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ queued: messages.length }));
          const event = {
            Records: messages.map((Message, i) => ({
              EventSource: 'aws:sns', EventVersion: '1.0', EventSubscriptionArn: 'arn:aws:sns:local:000000000000:push:local',
              Sns: { Type: 'Notification', MessageId: `${Date.now()}-${i}`, TopicArn: 'arn:aws:sns:local:000000000000:push', Message, Timestamp: new Date().toISOString() },
            })),
          };
          for (const record of event.Records) {
            for (const c of TOPIC_CONSUMERS) {
              // One record per invocation, as SNS delivers.
              void invoke(c.handler, { Records: [record] }, 60_000).catch((e: Error) => log(`[sns ${c.id}] ${e.message}`));
            }
          }
        },
        push: pushService.route,
        // POST /_local/schedules/<id>: run a scheduled job now (what the timer would do).
        schedules: async (req, res) => {
          const id = (req.url ?? '').split('/').pop()?.split('?')[0] ?? '';
          if (req.method !== 'POST') return void res.writeHead(405).end();
          const out = await runSchedule(id).catch((e: Error) => ({ error: e.message }));
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out ?? null));
        },
      },
    });
    stops.push(gateway.close);

    if (opts.seed !== false) {
      await seedMission();
      await seedAccounts(cognito, ids);
    }

    const poller = startStreamPoller({ endpoint: dynamo.endpoint, streamArn, log });
    stops.push(poller.stop);
    if (opts.schedules !== false) {
      const scheduler = startScheduler({ runAtStart: true, log });
      stops.push(scheduler.stop);
    }
    return { baseUrl, wsUrl, config, ids, dynamoEndpoint: dynamo.endpoint, tableName, mailbox, cognito, gateway, env, stop };
  } catch (e) {
    await stop().catch(() => undefined);
    throw e;
  }
};

export const DEFAULT_DATA_DIR = LOCAL_DIR;

import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { EMAILS, fillCode } from '../../functions/core/emails';
import { passwordProblem } from '../../functions/core/password';
import type { Mailbox } from './mailbox';

/**
 * cognito-local, run inside this process so that every e-mail it would send (sign-up codes,
 * reset codes) lands in the local mailbox instead of its console. Its data is kept in `dataDir`.
 * Two gaps of the emulator are closed here so it behaves like Cognito for our flows:
 * the pool's password policy is enforced on SignUp and ConfirmForgotPassword, and ConfirmSignUp
 * marks the e-mail verified.
 */
const require = createRequire(import.meta.url);
const lib = (p: string) => require(`cognito-local/lib/${p}`);

type Target = (ctx: unknown, req: Record<string, unknown>) => Promise<unknown>;
interface CognitoUser { Username: string; Attributes?: { Name: string; Value?: string }[] }

export interface LocalCognito {
  app: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
  issuerDomain: string;
  call: (target: string, req: Record<string, unknown>) => Promise<any>;
  publicJwk: Record<string, string>;
}

export const startCognito = async (opts: { dataDir: string; issuerDomain: string; mailbox: Mailbox }): Promise<LocalCognito> => {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const pino = require('pino');
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'silent' });
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const { DateClock, TriggersService, LambdaService } = lib('services');
  const { CryptoService } = lib('services/crypto');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { Router } = lib('server/Router');
  const { createServer } = lib('server/server');
  const { DefaultConfig } = lib('server/config');
  const errors = lib('errors');

  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: opts.issuerDomain },
  };
  const ctx = { logger };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(opts.dataDir);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    opts.dataDir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  // No Lambda triggers are configured, so the Lambda client is never called.
  const triggers = new TriggersService(clock, cognito, new LambdaService({}, { invoke: () => { throw new Error('no lambda'); } }), new CryptoService(config.KMSConfig));

  const messages = {
    async deliver(_c: unknown, source: string, _client: unknown, _pool: unknown, user: CognitoUser, code: string) {
      const to = user.Attributes?.find((a) => a.Name === 'email')?.Value ?? user.Username;
      const tpl = source === 'ForgotPassword' ? EMAILS.forgotPassword : source === 'AdminCreateUser' ? EMAILS.invitation : EMAILS.signUp;
      opts.mailbox.add({ to, subject: tpl.subject, text: fillCode(tpl.text, code), code });
    },
  };
  const services = { clock, cognito, config, messages, otp, tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig), triggers };
  const baseRouter = Router(services) as (target: string) => Target;

  const checkPassword = (pw: unknown) => {
    const problem = passwordProblem(String(pw ?? ''));
    if (problem) throw new errors.InvalidPasswordError();
  };
  const router = (target: string): Target => {
    const t = baseRouter(target);
    if (target === 'SignUp') return async (c, req) => (checkPassword(req.Password), t(c, req));
    if (target === 'ConfirmForgotPassword') return async (c, req) => (checkPassword(req.Password), t(c, req));
    if (target === 'ConfirmSignUp') {
      return async (c, req) => {
        const out = await t(c, req);
        const client = await cognito.getAppClient(c, req.ClientId);
        const pool = await cognito.getUserPool(c, client.UserPoolId);
        const user: CognitoUser = await pool.getUserByUsername(c, req.Username);
        const attrs = (user.Attributes ?? []).filter((a) => a.Name !== 'email_verified');
        await pool.saveUser(c, { ...user, Attributes: [...attrs, { Name: 'email_verified', Value: 'true' }] });
        return out;
      };
    }
    return t;
  };

  const server = createServer(router, logger, { ...config.ServerConfig, development: false }, services);
  const publicJwk = require('cognito-local/lib/keys/cognitoLocal.public.json').jwk;
  return {
    app: server.application,
    issuerDomain: opts.issuerDomain,
    call: (target, req) => router(target)(ctx, req),
    publicJwk,
  };
};

export interface PoolIds { userPoolId: string; userPoolClientId: string }

const POOL_NAME = 'traccia-local';
const CLIENT_NAME = 'traccia-web';
export const GROUPS = ['admin', 'developer'] as const;

/** Creates the pool, the web client and the groups if they are missing (idempotent). */
export const ensurePool = async (c: LocalCognito): Promise<PoolIds> => {
  const pools = await c.call('ListUserPools', { MaxResults: 60 });
  let pool = pools.UserPools?.find((p: { Name: string }) => p.Name === POOL_NAME);
  if (!pool) {
    pool = (await c.call('CreateUserPool', {
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: false } },
    })).UserPool;
  }
  const userPoolId: string = pool.Id;
  const clients = await c.call('ListUserPoolClients', { UserPoolId: userPoolId, MaxResults: 60 });
  let client = clients.UserPoolClients?.find((x: { ClientName: string }) => x.ClientName === CLIENT_NAME);
  if (!client) {
    client = (await c.call('CreateUserPoolClient', {
      UserPoolId: userPoolId, ClientName: CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    })).UserPoolClient;
  }
  const groups = await c.call('ListGroups', { UserPoolId: userPoolId });
  for (const g of GROUPS) {
    if (!groups.Groups?.some((x: { GroupName: string }) => x.GroupName === g)) {
      await c.call('CreateGroup', { UserPoolId: userPoolId, GroupName: g });
    }
  }
  return { userPoolId, userPoolClientId: client.ClientId };
};

/** Creates a confirmed user with a permanent password (seed accounts), idempotently. Returns its sub. */
export const ensureUser = async (
  c: LocalCognito, ids: PoolIds, u: { email: string; password: string; name: string; groups: readonly string[] },
): Promise<string> => {
  let sub: string | undefined;
  try {
    const got = await c.call('AdminGetUser', { UserPoolId: ids.userPoolId, Username: u.email });
    sub = got.UserAttributes?.find((a: { Name: string }) => a.Name === 'sub')?.Value;
  } catch {
    const created = await c.call('AdminCreateUser', {
      UserPoolId: ids.userPoolId, Username: u.email, MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: u.email }, { Name: 'email_verified', Value: 'true' }, { Name: 'name', Value: u.name }],
    });
    sub = created.User?.Attributes?.find((a: { Name: string }) => a.Name === 'sub')?.Value;
    await c.call('AdminSetUserPassword', { UserPoolId: ids.userPoolId, Username: u.email, Password: u.password, Permanent: true });
  }
  for (const g of u.groups) {
    await c.call('AdminAddUserToGroup', { UserPoolId: ids.userPoolId, Username: u.email, GroupName: g });
  }
  if (!sub) throw new Error(`no sub for ${u.email}`);
  return sub;
};

export const localIssuer = (issuerDomain: string, userPoolId: string) => `${issuerDomain}/${userPoolId}`;
export const dataDirOf = (root: string) => path.join(root, 'cognito');

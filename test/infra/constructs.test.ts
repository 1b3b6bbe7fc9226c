import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageConfig } from '../../lib/config';
import { AppFunction, type AppResources } from '../../lib/constructs/app-function';
import { ENV } from '../../functions/lib/env';
import { Auth } from '../../lib/constructs/auth';
import { Data, Uploads } from '../../lib/constructs/data';
import { Push } from '../../lib/constructs/push';
import { WebHosting } from '../../lib/constructs/web-hosting';
import { WebSocket } from '../../lib/constructs/websocket-api';
import { envOf, roleActions, type Cfn } from './helpers';

/**
 * The grants later issues will rely on (uploads, secrets, SES) and the web deployment, which the
 * stage stacks only exercise once a web build exists.
 */
const config = stageConfig('dev');
let dir: string;
let stack: Stack;
let template: Template;
let payments: AppFunction;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'traccia-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>TRACCIA</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');

  stack = new Stack(new App(), 'Constructs', { env: { region: 'eu-south-1' } });
  const auth = new Auth(stack, 'Auth', { config });
  const data = new Data(stack, 'Data', { config });
  const push = new Push(stack, 'Push');
  const web = new WebHosting(stack, 'Web', { config, distDir: dir });
  const uploads = new Uploads(stack, 'Uploads', { config, allowedOrigins: [web.origin] });
  const ws = new WebSocket(stack, 'WebSocket', { config });
  const resources: AppResources = {
    config,
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.webClient,
    pushTopic: push.topic,
    uploadsBucket: uploads.bucket,
    webSocket: { api: ws.api, stage: ws.stage },
    bundle: false,
  };
  payments = new AppFunction(stack, 'Payments', {
    handler: 'http/payments/checkout',
    uses: ['table:write', 'secret:stripe', 'uploads:write', 'mail:send', 'userpool:write'],
    kind: 'api',
    resources,
  });
  web.deploySite({
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.webClient.userPoolClientId,
    cognitoEndpoint: null,
    apiUrl: 'https://api.example',
    wsUrl: 'wss://ws.example',
    stage: 'dev',
  });
  template = Template.fromStack(stack);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('AppFunction grants', () => {
  it('reads only its own stage parameters and receives their names, not values', () => {
    const env = envOf(template, stack, payments.fn);
    for (const p of config.secrets['secret:stripe']) expect(env[p.envVar]).toBe(p.parameterName);
    expect(env.VAPID_PRIVATE_KEY_PARAM).toBeUndefined();
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['ssm:GetParameter', 'ssm:GetParameters'],
            Resource: config.secrets['secret:stripe'].map((p) => ({
              'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(`:parameter${p.parameterName}$`)])],
            })),
          }),
        ]),
      },
    });
  });

  it('can put uploads (presigned POST) and knows the bucket, send mail only from our address, manage users', () => {
    const actions = roleActions(template, stack, payments.fn);
    expect(actions).toContain('s3:PutObject');
    expect(actions).not.toContain('s3:GetObject');
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminAddUserToGroup']));
    const env = envOf(template, stack, payments.fn);
    expect(env[ENV.UPLOADS_BUCKET]).toBeDefined();
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Condition: { StringLike: { 'ses:FromAddress': 'no-reply@traccia.app' } } }),
        ]),
      },
    });
  });
});

describe('web deployment', () => {
  it('uploads hashed assets without pruning, then the entry files with config.json and an invalidation', () => {
    const deployments = Object.entries(template.findResources('Custom::CDKBucketDeployment')) as [string, Cfn][];
    expect(deployments).toHaveLength(2);
    const assets = deployments.find(([id]) => id.includes('DeployAssets'))![1];
    const entry = deployments.find(([id]) => id.includes('DeployEntry'))![1];
    expect(assets.Properties.Prune).toBe(false);
    expect(assets.Properties.Include).toEqual(['assets/*']);
    expect(assets.Properties.SystemMetadata['cache-control']).toContain('immutable');
    expect(entry.Properties.Exclude).toEqual(['assets/*']);
    expect(entry.Properties.DistributionPaths).toEqual(['/*']);
    expect(entry.Properties.SystemMetadata['cache-control']).toContain('max-age=0');
    // config.json is the second source; its token values are filled in at deploy time.
    expect(entry.Properties.SourceObjectKeys).toHaveLength(2);
    expect(JSON.stringify(entry.Properties.SourceMarkers)).toContain('UserPool');
    expect(entry.DependsOn).toEqual(expect.arrayContaining([expect.stringContaining('DeployAssets')]));
  });
});

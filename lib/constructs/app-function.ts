import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import type { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { Uses } from '../../functions/core/routes';
import { ENV } from '../../functions/lib/env';
import type { SecretGroup, StageConfig } from '../config';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FUNCTIONS_DIR = path.join(REPO_ROOT, 'functions');

/**
 * Everything a function may be granted. Besides the route table's `Uses`, the stack understands
 * a few the later issues will need (uploads, secrets, SES), so adding them to `Uses` in
 * functions/core/routes.ts is all it takes.
 */
export type FunctionUse = Uses | 'uploads:read' | 'uploads:write' | 'mail:send' | SecretGroup;


/** The shared resources functions are wired to; built once by the stack. */
export interface AppResources {
  config: StageConfig;
  table: dynamodb.ITable;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  pushTopic: sns.ITopic;
  uploadsBucket: s3.IBucket;
  webSocket: { api: WebSocketApi; stage: WebSocketStage };
  /** false only in infra tests: a placeholder instead of esbuild keeps the tests fast. */
  bundle: boolean;
  /** The web app's origin (CloudFront); payment functions build return URLs from it. */
  appUrl?: string;
}

export interface AppFunctionProps {
  /** Module under functions/ exporting `handler`, e.g. 'http/me/get-me'. */
  handler: string;
  uses: readonly FunctionUse[];
  kind: 'api' | 'job';
  description?: string;
  resources: AppResources;
}

const USER_POOL_READ = ['cognito-idp:AdminGetUser', 'cognito-idp:DescribeUserPool', 'cognito-idp:ListUsers'];
const USER_POOL_WRITE = [
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminAddUserToGroup',
];

// ESM bundles have no `require`; some CommonJS dependencies still call it for Node built-ins.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __trRequire } from 'node:module'; const require = __trRequire(import.meta.url);";

/** Cognito's issuer for a pool; the same string the JWT authorizer and $connect verify. */
export const issuerFor = (pool: cognito.IUserPool): string =>
  `https://cognito-idp.${Stack.of(pool).region}.amazonaws.com/${pool.userPoolId}`;

/**
 * One Lambda with the project's defaults (Node 22, arm64, ESM bundle, bounded log retention,
 * validated env) and exactly the permissions its `uses` name: nothing is granted by default.
 */
export class AppFunction extends Construct {
  readonly fn: lambda.Function;
  readonly handlerModule: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { config, table, userPool, userPoolClient } = props.resources;
    this.handlerModule = props.handler;
    const issuer = issuerFor(userPool);

    const environment: Record<string, string> = {
      [ENV.STAGE]: config.stage,
      [ENV.TABLE_NAME]: table.tableName,
      [ENV.USER_POOL_ID]: userPool.userPoolId,
      [ENV.USER_POOL_CLIENT_ID]: userPoolClient.userPoolClientId,
      [ENV.JWT_ISSUER]: issuer,
      [ENV.JWKS_URL]: `${issuer}/.well-known/jwks.json`,
      [ENV.MAIL_MODE]: 'ses',
      [ENV.MAIL_FROM]: config.mailFrom,
      AWS_NODEJS_CONNECTION_REUSE_ENABLED: '1',
      POWERTOOLS_SERVICE_NAME: 'traccia',
      NODE_OPTIONS: '--enable-source-maps',
    };

    const common = {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: props.kind === 'job' ? config.timeouts.job : config.timeouts.api,
      description: props.description ?? props.handler,
      environment,
      logGroup: new logs.LogGroup(this, 'Logs', {
        retention: config.logRetention,
        removalPolicy: config.removalPolicy,
      }),
    };

    const entry = path.join(FUNCTIONS_DIR, `${props.handler}.ts`);
    if (props.resources.bundle) {
      if (!existsSync(entry)) throw new Error(`AppFunction ${id}: handler module ${entry} does not exist`);
      this.fn = new NodejsFunction(this, 'Fn', {
        ...common,
        entry,
        handler: 'handler',
        projectRoot: REPO_ROOT,
        depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
        bundling: {
          minify: true,
          sourceMap: true,
          // Keeps the .map small; stack traces still map to file:line.
          sourcesContent: false,
          target: 'node22',
          format: OutputFormat.ESM,
          mainFields: ['module', 'main'],
          banner: ESM_REQUIRE_BANNER,
          // The runtime ships SDK v3; everything else is bundled.
          externalModules: ['@aws-sdk/*'],
          forceDockerBundling: false,
        },
      });
    } else {
      this.fn = new lambda.Function(this, 'Fn', {
        ...common,
        handler: 'index.handler',
        code: lambda.Code.fromInline('exports.handler = async () => ({});'),
      });
    }

    const uses = new Set(props.uses);
    // Read-write already includes reads; one statement instead of two.
    if (uses.has('table:write')) uses.delete('table:read');
    for (const use of uses) this.grant(use, props.resources);
  }

  private grant(use: FunctionUse, r: AppResources): void {
    const fn = this.fn;
    switch (use) {
      case 'table:read':
        r.table.grantReadData(fn);
        return;
      case 'table:write':
        r.table.grantReadWriteData(fn);
        return;
      case 'userpool:read':
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: USER_POOL_READ, resources: [r.userPool.userPoolArn] }));
        return;
      case 'userpool:write':
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: USER_POOL_WRITE, resources: [r.userPool.userPoolArn] }));
        return;
      case 'push:publish':
        r.pushTopic.grantPublish(fn);
        fn.addEnvironment(ENV.PUSH_TOPIC_ARN, r.pushTopic.topicArn);
        return;
      case 'ws:manage':
        r.webSocket.api.grantManageConnections(fn);
        fn.addEnvironment(ENV.WS_MANAGEMENT_ENDPOINT, r.webSocket.stage.callbackUrl);
        return;
      case 'uploads:read':
        r.uploadsBucket.grantRead(fn);
        fn.addEnvironment(ENV.UPLOADS_BUCKET, r.uploadsBucket.bucketName);
        return;
      case 'uploads:write':
        // Presigned POSTs are signed with this role, so it needs PutObject itself.
        r.uploadsBucket.grantPut(fn);
        fn.addEnvironment(ENV.UPLOADS_BUCKET, r.uploadsBucket.bucketName);
        return;
      case 'mail:send':
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: ['*'],
            conditions: { StringLike: { 'ses:FromAddress': addressOf(r.config.mailFrom) } },
          }),
        );
        return;
      case 'secret:stripe':
      case 'secret:vapid': {
        const params = r.config.secrets[use];
        const stack = Stack.of(this);
        // SecureStrings under the default aws/ssm key: its key policy already lets SSM decrypt
        // for principals of the account, so no kms grant is needed.
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['ssm:GetParameter', 'ssm:GetParameters'],
            resources: params.map((p) =>
              stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: p.parameterName.replace(/^\//, '') }),
            ),
          }),
        );
        for (const p of params) fn.addEnvironment(p.envVar, p.parameterName);
        if (use === 'secret:stripe' && r.appUrl) fn.addEnvironment(ENV.APP_URL, r.appUrl);
        return;
      }
      default: {
        const unknown: never = use;
        throw new Error(`AppFunction: unknown use '${String(unknown)}'`);
      }
    }
  }
}

/** 'TRACCIA <no-reply@x>' → 'no-reply@x'. */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from;

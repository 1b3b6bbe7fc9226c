import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { ROUTES, STREAM_CONSUMERS, TOPIC_CONSUMERS, WS_ROUTES } from '../../functions/core/routes';
import { SCHEDULES } from '../../functions/core/schedules';
import type { StageConfig } from '../config';
import { Alarms } from '../constructs/alarms';
import type { AppFunction, AppResources } from '../constructs/app-function';
import { Auth } from '../constructs/auth';
import { Data, Uploads } from '../constructs/data';
import { HttpApi } from '../constructs/http-api';
import { Jobs } from '../constructs/jobs';
import { Push } from '../constructs/push';
import { WebHosting } from '../constructs/web-hosting';
import { WebSocket } from '../constructs/websocket-api';

export interface TracciaStackProps extends StackProps {
  config: StageConfig;
  /** false only in infra tests: functions get placeholder code instead of an esbuild bundle. */
  bundle?: boolean;
}

/**
 * One stage of TRACCIA. Routes, WebSocket routes, stream consumers and schedules all come from
 * the tables in functions/core, the same ones local mode serves, so the two cannot drift.
 */
export class TracciaStack extends Stack {
  readonly functions: AppFunction[];

  constructor(scope: Construct, id: string, props: TracciaStackProps) {
    super(scope, id, props);
    const { config } = props;

    const auth = new Auth(this, 'Auth', { config });
    const data = new Data(this, 'Data', { config });
    const push = new Push(this, 'Push');
    const web = new WebHosting(this, 'Web', { config });
    const allowedOrigins = [web.origin, ...config.extraWebOrigins];
    const uploads = new Uploads(this, 'Uploads', { config, allowedOrigins });
    const ws = new WebSocket(this, 'WebSocket', { config });

    const resources: AppResources = {
      config,
      table: data.table,
      userPool: auth.userPool,
      userPoolClient: auth.webClient,
      pushTopic: push.topic,
      uploadsBucket: uploads.bucket,
      webSocket: { api: ws.api, stage: ws.stage },
      bundle: props.bundle ?? true,
      // Where the payment provider's hosted pages send the player back (issue 3).
      appUrl: web.origin,
    };

    const http = new HttpApi(this, 'HttpApi', { resources, routes: ROUTES, allowedOrigins });
    ws.addRoutes(WS_ROUTES, resources);
    const jobs = new Jobs(this, 'Jobs', { resources, schedules: SCHEDULES, streamConsumers: STREAM_CONSUMERS });
    push.addConsumers(TOPIC_CONSUMERS, resources);
    this.functions = [...http.functions, ...ws.functions, ...jobs.functions, ...push.functions];

    web.deploySite({
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.webClient.userPoolClientId,
      cognitoEndpoint: null,
      apiUrl: http.url,
      wsUrl: ws.url,
      stage: config.stage,
    });

    if (config.alarms) {
      new Alarms(this, 'Alarms', {
        functions: this.functions,
        httpApi: http.api,
        streamFailures: jobs.streamFailures,
        email: config.alarmEmail,
      });
    }

    const output = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output('ApiUrl', http.url, 'HTTP API base URL (routes start with /api)');
    output('WsUrl', ws.url, 'WebSocket URL (wss://)');
    output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool id');
    output('UserPoolClientId', auth.webClient.userPoolClientId, 'Cognito web client id');
    output('DistributionDomain', web.distribution.distributionDomainName, 'CloudFront domain of the site');
    output('TableName', data.table.tableName, 'DynamoDB table');
    output('UploadsBucketName', uploads.bucket.bucketName, 'Uploads bucket (avatars, documents)');
  }
}

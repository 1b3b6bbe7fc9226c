import { Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { Uses } from '../../functions/core/routes';
import type { StageConfig } from '../config';
import { AppFunction, type AppResources } from './app-function';

export interface WsRouteDef {
  routeKey: string;
  handler: string;
  uses: readonly Uses[];
}

/**
 * The WebSocket API. It is created before any function so that every function that manages
 * connections (routes, stream consumers, jobs) can be granted it; routes are added afterwards.
 * $connect verifies the access token itself (query string), so there is no authorizer.
 */
export class WebSocket extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly functions: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: { config: StageConfig }) {
    super(scope, id);
    this.api = new apigwv2.WebSocketApi(this, 'Api', { apiName: `${Stack.of(this).stackName}-ws` });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.config.stage,
      autoDeploy: true,
      throttle: props.config.throttle,
    });
  }

  addRoutes(routes: readonly WsRouteDef[], resources: AppResources): void {
    for (const route of routes) {
      const name = route.routeKey.replace(/^\$/, '');
      const fn = new AppFunction(this, `Route-${name}`, {
        handler: route.handler,
        uses: route.uses,
        kind: 'api',
        description: `WebSocket ${route.routeKey}`,
        resources,
      });
      this.functions.push(fn);
      this.api.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`Integration-${name}`, fn.fn),
      });
    }
  }

  /** wss:// URL clients connect to. */
  get url(): string {
    return this.stage.url;
  }
}

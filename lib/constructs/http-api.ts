import { Duration, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { RouteDef } from '../../functions/core/routes';
import { AppFunction, issuerFor, type AppResources } from './app-function';

export interface HttpApiProps {
  resources: AppResources;
  routes: readonly RouteDef[];
  /** Browser origins allowed by CORS (the CloudFront site, plus dev servers on dev). */
  allowedOrigins: string[];
}

/**
 * The REST API: one route and one Lambda per entry of the route table. Every route but the
 * public ones goes through the Cognito JWT authorizer; group checks (admin, developer) happen
 * again in the handler, which is the only place that sees `cognito:groups`.
 */
export class HttpApi extends Construct {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly functions: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const { resources } = props;
    const { config, userPool, userPoolClient } = resources;

    this.api = new apigwv2.HttpApi(this, 'Api', {
      apiName: `${Stack.of(this).stackName}-http`,
      // The default stage is created below, with throttling.
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.allowedOrigins,
        allowMethods: [apigwv2.CorsHttpMethod.ANY],
        allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
        maxAge: Duration.hours(1),
      },
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.throttle,
    });

    // Access tokens carry no `aud`; API Gateway then matches `client_id` against the audience.
    const authorizer = new HttpJwtAuthorizer('Cognito', issuerFor(userPool), {
      jwtAudience: [userPoolClient.userPoolClientId],
    });

    for (const route of props.routes) {
      const fn = new AppFunction(this, `Route-${route.id}`, {
        handler: route.handler,
        uses: route.uses,
        kind: 'api',
        description: `${route.method} ${route.path}`,
        resources,
      });
      this.functions.push(fn);
      this.api.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`Integration-${route.id}`, fn.fn),
        authorizer: route.access === 'public' ? new apigwv2.HttpNoneAuthorizer() : authorizer,
      });
    }
  }

  /** Base URL of the API, without trailing slash (routes start with /api). */
  get url(): string {
    return this.api.apiEndpoint;
  }
}

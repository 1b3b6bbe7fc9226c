import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, WS_ROUTES } from '../../functions/core/routes';
import { SCHEDULES } from '../../functions/core/schedules';
import { INDEXES, TABLE_KEYS } from '../../functions/db/table';
import { ENV } from '../../functions/lib/env';
import { FUNCTIONS_DIR } from '../../lib/constructs/app-function';
import { WEB_DIST } from '../../lib/constructs/web-hosting';
import type { TracciaStack } from '../../lib/stacks/traccia-stack';
import { envOf, FUNCTION_DEFS, functionProps, rateExpression, roleActions, synthStage, type Cfn } from './helpers';

let dev: { stack: TracciaStack; template: Template };
let prod: { stack: TracciaStack; template: Template };

beforeAll(() => {
  dev = synthStage('dev');
  prod = synthStage('prod');
});

type Res = { Properties: Cfn; DeletionPolicy?: string; UpdateReplacePolicy?: string };
const only = (template: Template, type: string): Res => {
  const all = Object.values(template.findResources(type)) as Res[];
  expect(all, type).toHaveLength(1);
  return all[0]!;
};
const fnOf = (stack: TracciaStack, handler: string) => {
  const f = stack.functions.find((x) => x.handlerModule === handler);
  if (!f) throw new Error(`no function for ${handler}`);
  return f.fn;
};

describe('Cognito', () => {
  it('signs in with e-mail, verifies by code and enforces 8 chars with upper, lower and digit', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        }),
      },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'name', Mutable: true })]),
    });
  });

  it('has the admin and developer groups', () => {
    const groups = Object.values(dev.template.findResources('AWS::Cognito::UserPoolGroup')) as Res[];
    expect(groups.map((g) => g.Properties.GroupName).sort()).toEqual(['admin', 'developer']);
  });

  it('has a secretless web client with password, SRP and refresh flows and no user enumeration', () => {
    const client = only(dev.template, 'AWS::Cognito::UserPoolClient').Properties;
    expect(client.GenerateSecret).toBe(false);
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    expect(client.WriteAttributes).toContain('name');
    expect(client.AllowedOAuthFlows).toBeUndefined();
  });

  it('protects the prod pool from deletion and lets dev go', () => {
    const p = only(prod.template, 'AWS::Cognito::UserPool');
    expect(p.Properties.DeletionProtection).toBe('ACTIVE');
    expect(p.DeletionPolicy).toBe('Retain');
    expect(only(dev.template, 'AWS::Cognito::UserPool').DeletionPolicy).toBe('Delete');
  });
});

describe('DynamoDB table', () => {
  it('is built from functions/db/table.ts: keys, GSIs, stream, TTL, on-demand, PITR', () => {
    const t = only(dev.template, 'AWS::DynamoDB::Table').Properties;
    expect(t.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ]);
    expect(t.GlobalSecondaryIndexes).toHaveLength(INDEXES.length);
    for (const index of INDEXES) {
      expect(t.GlobalSecondaryIndexes).toContainEqual({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    }
    expect(t.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(t.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true });
    expect(t.BillingMode).toBe('PAY_PER_REQUEST');
    expect(t.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(t.TableName).toBeUndefined();
  });

  it('keeps prod data: deletion protection and Retain; dev may be deleted', () => {
    const p = only(prod.template, 'AWS::DynamoDB::Table');
    expect(p.Properties.DeletionProtectionEnabled).toBe(true);
    expect(p.DeletionPolicy).toBe('Retain');
    expect(p.UpdateReplacePolicy).toBe('Retain');
    const d = only(dev.template, 'AWS::DynamoDB::Table');
    expect(d.Properties.DeletionProtectionEnabled).toBe(false);
    expect(d.DeletionPolicy).toBe('Delete');
  });
});

describe('HTTP API', () => {
  const httpRoutes = (template: Template) => {
    const apiId = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }))[0];
    return (Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Res[]).filter(
      (r) => r.Properties.ApiId?.Ref === apiId,
    );
  };

  it('has exactly one route per entry of ROUTES', () => {
    const keys = httpRoutes(dev.template).map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))('route %s is JWT-protected unless public', (_id, route) => {
    const r = httpRoutes(dev.template).find((x) => x.Properties.RouteKey === `${route.method} ${route.path}`);
    expect(r, `${route.method} ${route.path}`).toBeDefined();
    if (route.access === 'public') {
      expect(r!.Properties.AuthorizationType).toBe('NONE');
      expect(r!.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(r!.Properties.AuthorizationType).toBe('JWT');
      expect(r!.Properties.AuthorizerId).toBeDefined();
    }
  });

  it("uses the pool's issuer and the web client as audience", () => {
    const a = only(dev.template, 'AWS::ApiGatewayV2::Authorizer').Properties;
    expect(a.AuthorizerType).toBe('JWT');
    expect(JSON.stringify(a.JwtConfiguration.Issuer)).toContain('https://cognito-idp.eu-south-1.amazonaws.com/');
    const clientId = Object.keys(dev.template.findResources('AWS::Cognito::UserPoolClient'))[0];
    expect(a.JwtConfiguration.Audience).toEqual([{ Ref: clientId }]);
  });

  it('allows CORS only from the site (plus the Vite dev server on dev)', () => {
    const api = dev.template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } });
    const cors = (Object.values(api)[0] as Res).Properties.CorsConfiguration;
    expect(JSON.stringify(cors.AllowOrigins)).toContain('DomainName');
    expect(cors.AllowOrigins).toContain('http://localhost:5173');
    expect(cors.AllowHeaders).toEqual(expect.arrayContaining(['authorization', 'idempotency-key']));
    const prodApi = prod.template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } });
    expect((Object.values(prodApi)[0] as Res).Properties.CorsConfiguration.AllowOrigins).toHaveLength(1);
  });
});

describe('WebSocket API', () => {
  it('has $connect, $disconnect and $default and a stage named after the stage', () => {
    const apiId = Object.keys(
      dev.template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }),
    )[0];
    expect(apiId).toBeDefined();
    const keys = (Object.values(dev.template.findResources('AWS::ApiGatewayV2::Route')) as Res[])
      .filter((r) => r.Properties.ApiId?.Ref === apiId)
      .map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(WS_ROUTES.map((r) => r.routeKey).sort());
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId },
      StageName: 'dev',
      AutoDeploy: true,
    });
  });

  it('gives $connect what it needs to verify the token itself', () => {
    const connect = WS_ROUTES.find((r) => r.routeKey === '$connect')!;
    const env = envOf(dev.template, dev.stack, fnOf(dev.stack, connect.handler));
    for (const name of [ENV.JWT_ISSUER, ENV.JWKS_URL, ENV.USER_POOL_CLIENT_ID]) expect(env[name], name).toBeDefined();
  });
});

describe('functions', () => {
  it('exist for every route, WebSocket route, stream consumer and schedule, and each module is on disk', () => {
    expect(dev.stack.functions.map((f) => f.handlerModule).sort()).toEqual(FUNCTION_DEFS.map((d) => d.handler).sort());
    for (const d of FUNCTION_DEFS) expect(existsSync(path.join(FUNCTIONS_DIR, `${d.handler}.ts`)), d.handler).toBe(true);
  });

  it('run Node.js 22 on arm64 with 512 MB, bounded timeouts and their own log group', () => {
    for (const f of dev.stack.functions) {
      const p = functionProps(dev.template, dev.stack, f.fn);
      expect(p.Runtime, f.handlerModule).toBe('nodejs22.x');
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.MemorySize).toBe(512);
      const isJob = f.handlerModule.startsWith('jobs/') || f.handlerModule.startsWith('streams/');
      expect(p.Timeout, f.handlerModule).toBe(isJob ? 60 : 10);
      expect(p.LoggingConfig.LogGroup).toBeDefined();
    }
  });

  it('keep logs one month on dev and three on prod', () => {
    const retention = (t: Template) =>
      new Set((Object.values(t.findResources('AWS::Logs::LogGroup')) as Res[]).map((l) => l.Properties.RetentionInDays));
    expect(retention(dev.template)).toEqual(new Set([30]));
    expect(retention(prod.template)).toEqual(new Set([90]));
  });

  it('get the validated environment', () => {
    for (const f of dev.stack.functions) {
      const env = envOf(dev.template, dev.stack, f.fn);
      for (const name of [ENV.STAGE, ENV.TABLE_NAME, ENV.USER_POOL_ID, ENV.USER_POOL_CLIENT_ID, ENV.JWT_ISSUER, ENV.JWKS_URL]) {
        expect(env[name], `${f.handlerModule} ${name}`).toBeDefined();
      }
      expect(env[ENV.STAGE]).toBe('dev');
      expect(env[ENV.MAIL_MODE]).toBe('ses');
      // Lambda reserves AWS_REGION; setting it would fail the deployment.
      expect(env[ENV.AWS_REGION]).toBeUndefined();
    }
  });
});

describe('least privilege', () => {
  it.each(FUNCTION_DEFS.map((d) => [d.handler, d] as const))('%s gets exactly what its uses name', (_h, def) => {
    const fn = fnOf(dev.stack, def.handler);
    const actions = roleActions(dev.template, dev.stack, fn);
    const env = envOf(dev.template, dev.stack, fn);
    const uses = new Set<string>(def.uses);
    const has = (a: string) => actions.includes(a);

    expect(has('dynamodb:GetItem'), 'table read').toBe(uses.has('table:read') || uses.has('table:write'));
    expect(has('dynamodb:PutItem'), 'table write').toBe(uses.has('table:write'));
    expect(has('cognito-idp:AdminGetUser'), 'userpool read').toBe(uses.has('userpool:read'));
    expect(has('cognito-idp:AdminDeleteUser'), 'userpool write').toBe(uses.has('userpool:write'));
    expect(has('sns:Publish'), 'push').toBe(uses.has('push:publish'));
    expect(env[ENV.PUSH_TOPIC_ARN] !== undefined, 'push env').toBe(uses.has('push:publish'));
    expect(has('execute-api:ManageConnections'), 'ws').toBe(uses.has('ws:manage'));
    expect(env[ENV.WS_MANAGEMENT_ENDPOINT] !== undefined, 'ws env').toBe(uses.has('ws:manage'));
    expect(has('ssm:GetParameters'), 'secrets').toBe([...uses].some((u) => u.startsWith('secret:')));
    expect(has('ses:SendEmail'), 'mail').toBe(uses.has('mail:send'));
    expect(actions.some((a) => a.startsWith('s3:'))).toBe(false);
  });

  it('the OpenAPI document has no table access and get-me cannot publish pushes', () => {
    const openapi = roleActions(dev.template, dev.stack, fnOf(dev.stack, 'http/system/openapi'));
    expect(openapi.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    const getMe = roleActions(dev.template, dev.stack, fnOf(dev.stack, 'http/me/get-me'));
    expect(getMe).not.toContain('sns:Publish');
  });

  it('points the management endpoint at the WebSocket stage', () => {
    const def = FUNCTION_DEFS.find((d) => (d.uses as readonly string[]).includes('ws:manage'))!;
    const env = envOf(dev.template, dev.stack, fnOf(dev.stack, def.handler));
    const endpoint = JSON.stringify(env[ENV.WS_MANAGEMENT_ENDPOINT]);
    expect(endpoint).toContain('https://');
    expect(endpoint).toContain('.execute-api.eu-south-1.');
    expect(endpoint).toContain('/dev');
  });
});

describe('jobs', () => {
  it('has one rule per SCHEDULES entry with its rate, targeting its Lambda', () => {
    const rules = Object.values(dev.template.findResources('AWS::Events::Rule')) as Res[];
    expect(rules).toHaveLength(SCHEDULES.length);
    for (const s of SCHEDULES) {
      const rule = rules.find((r) => r.Properties.Description === s.description);
      expect(rule, s.id).toBeDefined();
      expect(rule!.Properties.ScheduleExpression).toBe(rateExpression(s.everyMinutes));
      const fnId = dev.stack.getLogicalId(fnOf(dev.stack, s.handler).node.defaultChild as CfnFunction);
      expect(rule!.Properties.Targets).toEqual([
        expect.objectContaining({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } }),
      ]);
    }
  });

  it('reads the table stream from LATEST in batches of 100 with bisect, 3 retries and item failures', () => {
    dev.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'LATEST',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('Table'), 'StreamArn'] },
    });
  });
});

describe('push', () => {
  it('subscribes the fan-out function to the topic, with a dead-letter queue, and lets it read only the VAPID keys', () => {
    const fn = fnOf(dev.stack, 'jobs/push-fan-out');
    const fnId = dev.stack.getLogicalId(fn.node.defaultChild as CfnFunction);
    dev.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda', Endpoint: { 'Fn::GetAtt': [fnId, 'Arn'] }, RedrivePolicy: Match.objectLike({ deadLetterTargetArn: Match.anyValue() }),
    });
    const env = envOf(dev.template, dev.stack, fn);
    expect(env.VAPID_PUBLIC_KEY_PARAM).toBe('/traccia/dev/vapid-public-key');
    expect(env.VAPID_PRIVATE_KEY_PARAM).toBe('/traccia/dev/vapid-private-key');
    expect(JSON.stringify(roleActions(dev.template, dev.stack, fn))).not.toContain('sns:Publish');
    expect(envOf(dev.template, dev.stack, fnOf(dev.stack, 'http/push/public-key')).VAPID_PRIVATE_KEY_PARAM).toBe('/traccia/dev/vapid-private-key');
  });

  it('has the SNS fan-out topic, TLS only', () => {
    dev.template.resourceCountIs('AWS::SNS::Topic', 1);
    dev.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });
});

describe('web hosting', () => {
  it('serves a private bucket through OAC with index.html and the SPA fallback', () => {
    dev.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const d = only(dev.template, 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
    expect(d.DefaultRootObject).toBe('index.html');
    expect(d.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(d.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    for (const code of [403, 404]) {
      expect(d.CustomErrorResponses).toContainEqual(
        expect.objectContaining({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html' }),
      );
    }
  });

  it('sends CSP (frame-ancestors none), HSTS, nosniff, DENY and a referrer policy', () => {
    const cfg = only(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy').Properties.ResponseHeadersPolicyConfig;
    const h = cfg.SecurityHeadersConfig;
    const csp: string = h.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://cognito-idp.eu-south-1.amazonaws.com');
    expect(csp).toContain('wss://*.execute-api.eu-south-1.amazonaws.com');
    expect(csp).toContain("worker-src 'self' blob:");
    expect(h.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true });
    expect(h.ContentTypeOptions).toEqual({ Override: true });
    expect(h.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(h.ReferrerPolicy.ReferrerPolicy).toBeDefined();
  });

  it('deploys the web build and config.json only when web/dist exists', () => {
    const deployments = dev.template.findResources('Custom::CDKBucketDeployment');
    if (existsSync(path.join(WEB_DIST, 'index.html'))) {
      expect(Object.keys(deployments).length).toBeGreaterThan(0);
    } else {
      expect(Object.keys(deployments)).toHaveLength(0);
      Annotations.fromStack(dev.stack).hasWarning('/Traccia-dev/Web', Match.stringLikeRegexp('No web build'));
    }
  });

  it('blocks all public access to both buckets and enforces TLS', () => {
    const buckets = Object.values(dev.template.findResources('AWS::S3::Bucket')) as Res[];
    expect(buckets).toHaveLength(2);
    for (const b of buckets) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    const policies = Object.values(dev.template.findResources('AWS::S3::BucketPolicy')) as Res[];
    for (const p of policies) {
      expect(JSON.stringify(p.Properties.PolicyDocument)).toContain('aws:SecureTransport');
    }
  });

  it('lets the site PUT/POST uploads and aborts incomplete multipart uploads', () => {
    dev.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['PUT', 'POST']) })],
      },
      LifecycleConfiguration: {
        Rules: [Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' })],
      },
    });
  });
});

describe('outputs and alarms', () => {
  it('exports what the web app and the scripts need', () => {
    const outputs = Object.keys(dev.template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining(['ApiUrl', 'WsUrl', 'UserPoolId', 'UserPoolClientId', 'DistributionDomain', 'TableName']),
    );
  });

  it('prod alarms on every function, API 5xx and stream failures; dev has none', () => {
    dev.template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    const alarms = Object.values(prod.template.findResources('AWS::CloudWatch::Alarm')) as Res[];
    const errors = alarms.filter((a) => a.Properties.MetricName === 'Errors' && a.Properties.Namespace === 'AWS/Lambda');
    expect(errors).toHaveLength(prod.stack.functions.length);
    expect(alarms.some((a) => a.Properties.MetricName === '5xx' && a.Properties.Namespace === 'AWS/ApiGateway')).toBe(true);
    const topics = Object.keys(prod.template.findResources('AWS::SNS::Topic'));
    for (const a of alarms) {
      expect(a.Properties.AlarmActions).toHaveLength(1);
      expect(topics).toContain(a.Properties.AlarmActions[0].Ref);
    }
  });
});

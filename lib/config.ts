import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import { ENV } from '../functions/lib/env';

/**
 * Per-stage settings. dev may be destroyed and recreated; prod keeps its data (PITR, deletion
 * protection, RETAIN) and raises alarms.
 */
export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export const isStage = (s: unknown): s is Stage => typeof s === 'string' && (STAGES as readonly string[]).includes(s);

/**
 * Secrets live in SSM Parameter Store as SecureString (CloudFormation cannot create those, so an
 * operator puts them once per stage; see the deploy notes). Functions receive only the parameter
 * NAME, never the value, and read it at cold start; only functions whose `uses` list the group
 * may read it.
 */
export interface SecretParam {
  /** Env var carrying the parameter name (a name of ENV in functions/lib/env.ts). */
  envVar: string;
  parameterName: string;
}

export interface StageConfig {
  stage: Stage;
  /** Applied to stateful resources (table, user pool, buckets, log groups). */
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  logRetention: logs.RetentionDays;
  alarms: boolean;
  /** Optional e-mail subscribed to the alarm topic (`-c alarmEmail=...` overrides). */
  alarmEmail?: string;
  /** Origins besides the CloudFront site allowed by CORS (e.g. a Vite dev server against dev). */
  extraWebOrigins: string[];
  /** Default route throttling of both APIs (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
  /** From address of application e-mails sent through SES (MAIL_MODE=ses). */
  mailFrom: string;
  secrets: Record<SecretGroup, SecretParam[]>;
  /** Lambda timeouts: request paths are short, jobs may walk a mission. */
  timeouts: { api: Duration; job: Duration };
}

/** Secret groups a function can name in its `uses` (alongside the route table's Uses). */
export type SecretGroup = 'secret:stripe' | 'secret:vapid';

const secretsFor = (stage: Stage): Record<SecretGroup, SecretParam[]> => ({
  'secret:stripe': [
    { envVar: ENV.STRIPE_SECRET_KEY_PARAM, parameterName: `/traccia/${stage}/stripe-secret-key` },
    { envVar: ENV.STRIPE_WEBHOOK_SECRET_PARAM, parameterName: `/traccia/${stage}/stripe-webhook-secret` },
  ],
  'secret:vapid': [
    { envVar: ENV.VAPID_PUBLIC_KEY_PARAM, parameterName: `/traccia/${stage}/vapid-public-key` },
    { envVar: ENV.VAPID_PRIVATE_KEY_PARAM, parameterName: `/traccia/${stage}/vapid-private-key` },
  ],
});

const CONFIGS: Record<Stage, StageConfig> = {
  dev: {
    stage: 'dev',
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: logs.RetentionDays.ONE_MONTH,
    alarms: false,
    extraWebOrigins: ['http://localhost:5173'],
    throttle: { rateLimit: 50, burstLimit: 100 },
    mailFrom: 'TRACCIA <no-reply@traccia.app>',
    secrets: secretsFor('dev'),
    timeouts: { api: Duration.seconds(10), job: Duration.seconds(60) },
  },
  prod: {
    stage: 'prod',
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: logs.RetentionDays.THREE_MONTHS,
    alarms: true,
    extraWebOrigins: [],
    throttle: { rateLimit: 500, burstLimit: 1000 },
    mailFrom: 'TRACCIA <no-reply@traccia.app>',
    secrets: secretsFor('prod'),
    timeouts: { api: Duration.seconds(10), job: Duration.seconds(60) },
  },
};

export const stageConfig = (stage: Stage, overrides: Partial<Pick<StageConfig, 'alarmEmail'>> = {}): StageConfig => ({
  ...CONFIGS[stage],
  ...overrides,
});

/** Region used when the CLI gives none (synth without credentials). */
export const DEFAULT_REGION = 'eu-south-1';

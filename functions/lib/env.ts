// zod/mini: env is parsed in every function, and the mini build keeps bundles small.
import * as z from 'zod/mini';

/** Env-var names, defined once (ARCHITECTURE §5.5). The stack sets them; local mode too. */
export const ENV = {
  STAGE: 'STAGE',
  TABLE_NAME: 'TABLE_NAME',
  DYNAMODB_ENDPOINT: 'DYNAMODB_ENDPOINT',
  USER_POOL_ID: 'USER_POOL_ID',
  USER_POOL_CLIENT_ID: 'USER_POOL_CLIENT_ID',
  COGNITO_ENDPOINT: 'COGNITO_ENDPOINT',
  JWT_ISSUER: 'JWT_ISSUER',
  JWKS_URL: 'JWKS_URL',
  WS_MANAGEMENT_ENDPOINT: 'WS_MANAGEMENT_ENDPOINT',
  PUSH_TOPIC_ARN: 'PUSH_TOPIC_ARN',
  MAIL_MODE: 'MAIL_MODE',
  LOCAL_MAILBOX_URL: 'LOCAL_MAILBOX_URL',
  MAIL_FROM: 'MAIL_FROM',
  AWS_REGION: 'AWS_REGION',
  UPLOADS_BUCKET: 'UPLOADS_BUCKET',
  // payments (issue 3): real Stripe when the key is set; else the local provider (STAGE=local only)
  STRIPE_SECRET_KEY: 'STRIPE_SECRET_KEY',
  STRIPE_WEBHOOK_SECRET: 'STRIPE_WEBHOOK_SECRET',
  STRIPE_SECRET_KEY_PARAM: 'STRIPE_SECRET_KEY_PARAM',
  STRIPE_WEBHOOK_SECRET_PARAM: 'STRIPE_WEBHOOK_SECRET_PARAM',
  LOCAL_PAYMENTS_URL: 'LOCAL_PAYMENTS_URL',
  APP_URL: 'APP_URL',
  // notifications (issue 5): VAPID keys as values (local) or SSM parameter names (cloud)
  VAPID_PUBLIC_KEY: 'VAPID_PUBLIC_KEY',
  VAPID_PRIVATE_KEY: 'VAPID_PRIVATE_KEY',
  VAPID_PUBLIC_KEY_PARAM: 'VAPID_PUBLIC_KEY_PARAM',
  VAPID_PRIVATE_KEY_PARAM: 'VAPID_PRIVATE_KEY_PARAM',
  VAPID_SUBJECT: 'VAPID_SUBJECT',
  LOCAL_SNS_URL: 'LOCAL_SNS_URL',
} as const;

const EnvSchema = z.object({
  UPLOADS_BUCKET: z.optional(z.string()),
  STAGE: z._default(z.string(), 'local'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  COGNITO_ENDPOINT: z.optional(z.url()),
  JWT_ISSUER: z.url(),
  JWKS_URL: z.url(),
  WS_MANAGEMENT_ENDPOINT: z.optional(z.url()),
  PUSH_TOPIC_ARN: z.optional(z.string()),
  MAIL_MODE: z._default(z.enum(['local', 'ses', 'off']), 'off'),
  LOCAL_MAILBOX_URL: z.optional(z.url()),
  MAIL_FROM: z._default(z.string(), 'TRACCIA <no-reply@traccia.local>'),
  AWS_REGION: z._default(z.string(), 'eu-south-1'),
  STRIPE_SECRET_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  STRIPE_SECRET_KEY_PARAM: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET_PARAM: z.optional(z.string()),
  LOCAL_PAYMENTS_URL: z.optional(z.url()),
  APP_URL: z.optional(z.url()),
  VAPID_PUBLIC_KEY: z.optional(z.string()),
  VAPID_PRIVATE_KEY: z.optional(z.string()),
  VAPID_PUBLIC_KEY_PARAM: z.optional(z.string()),
  VAPID_PRIVATE_KEY_PARAM: z.optional(z.string()),
  VAPID_SUBJECT: z._default(z.string(), 'mailto:no-reply@traccia.app'),
  LOCAL_SNS_URL: z.optional(z.url()),
});
export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;
/** Validated at first use (cold start); a missing variable fails loudly, not later. */
export const env = (): Env => (cached ??= EnvSchema.parse(process.env));
/** Tests and the local system change the environment between runs. */
export const resetEnvCache = (): void => {
  cached = undefined;
};

import { z } from 'zod';

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
} as const;

const EnvSchema = z.object({
  STAGE: z.string().default('local'),
  TABLE_NAME: z.string().min(1),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  COGNITO_ENDPOINT: z.string().url().optional(),
  JWT_ISSUER: z.string().url(),
  JWKS_URL: z.string().url(),
  WS_MANAGEMENT_ENDPOINT: z.string().url().optional(),
  PUSH_TOPIC_ARN: z.string().optional(),
  MAIL_MODE: z.enum(['local', 'ses', 'off']).default('off'),
  LOCAL_MAILBOX_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('TRACCIA <no-reply@traccia.local>'),
  AWS_REGION: z.string().default('eu-south-1'),
});
export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;
/** Validated at first use (cold start); a missing variable fails loudly, not later. */
export const env = (): Env => (cached ??= EnvSchema.parse(process.env));
/** Tests and the local system change the environment between runs. */
export const resetEnvCache = (): void => {
  cached = undefined;
};

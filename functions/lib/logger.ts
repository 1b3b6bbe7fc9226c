import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs. Never log events, tokens, e-mails or bodies: only ids and outcomes.
 * (`logEvent` stays off: it would log the Authorization header.)
 */
export const logger = new Logger({
  serviceName: 'traccia',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});

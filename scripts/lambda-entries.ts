import { ROUTES, WS_ROUTES, STREAM_CONSUMERS, TOPIC_CONSUMERS } from '../functions/core/routes';
import { SCHEDULES } from '../functions/core/schedules';

/** Every Lambda handler module of the stack, once. */
export const lambdaEntries = (): string[] =>
  [...new Set<string>([
    ...ROUTES.map((r) => r.handler),
    ...WS_ROUTES.map((r) => r.handler),
    ...STREAM_CONSUMERS.map((s) => s.handler),
    ...TOPIC_CONSUMERS.map((s) => s.handler),
    ...SCHEDULES.map((s) => s.handler),
  ])].sort();

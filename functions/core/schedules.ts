import type { Uses } from './routes';

/**
 * The schedule table: EventBridge rules in the cloud, timers in local mode.
 * `everyMinutes` is the period; the cloud rule is `rate(everyMinutes minutes)`.
 */
export interface ScheduleDef {
  id: string;
  handler: string;
  everyMinutes: number;
  description: string;
  uses: readonly Uses[];
}

export const SCHEDULES = [
  {
    id: 'process-scheduled-notifications', handler: 'jobs/process-scheduled-notifications', everyMinutes: 5,
    description: 'Consegna una volta sola le notifiche programmate scadute',
    uses: ['table:read', 'table:write', 'push:publish'],
  },
  {
    // The countdown is a daily duty (weekly releases, "ends in N days", close at the end), but the
    // tiers' access starts fall at mission start minus 2/24/48/72 h, so it runs hourly; each of its
    // effects is recorded once, so extra runs change nothing.
    id: 'mission-countdown', handler: 'jobs/mission-countdown', everyMinutes: 60,
    description: 'Conto alla rovescia della missione: uscite settimanali, avvisi, chiusura',
    uses: ['table:read', 'table:write', 'push:publish', 'mail:send'],
  },
] as const satisfies readonly ScheduleDef[];

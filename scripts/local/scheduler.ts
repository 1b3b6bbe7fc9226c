import { randomUUID } from 'node:crypto';
import { SCHEDULES } from '../../functions/core/schedules';
import { invoke } from './lambda-runtime';

/** The EventBridge scheduled event a rule delivers to its target. */
export const scheduledEvent = (id: string) => ({
  version: '0',
  id: randomUUID(),
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'local',
  resources: [`arn:aws:events:local:000000000000:rule/${id}`],
  detail: {},
});

export const runSchedule = async (id: string): Promise<unknown> => {
  const s = SCHEDULES.find((x) => x.id === id);
  if (!s) throw new Error(`unknown schedule ${id}`);
  return invoke(s.handler, scheduledEvent(id), 60_000);
};

/** Local timers from the schedule table; one run of each at start so the system is current. */
export const startScheduler = (opts: { runAtStart: boolean; log: (m: string) => void }) => {
  const timers = SCHEDULES.map((s) => {
    const tick = () => runSchedule(s.id).catch((e) => opts.log(`[schedule ${s.id}] ${(e as Error).message}`));
    if (opts.runAtStart) void tick();
    return setInterval(tick, s.everyMinutes * 60_000);
  });
  return { stop: () => timers.forEach(clearInterval) };
};

import type { NotificationTopic } from '../../core/notifications';
import { dueScheduled } from '../../db/repos/notifications';
import { logger } from '../../lib/logger';
import { notify, type NotifyDeps } from './notify';
import { mapLimit } from './players';

/** How much one run takes on; what is left is due at the next run (5 minutes later). */
export const SCHEDULED_BATCH = 500;

/**
 * The 5-minute job (D21): every pending item due by now is claimed with a conditional update
 * pending → sent inside the transaction that writes its notification. Two overlapping runs may
 * both read an item; only one claim succeeds, so each is delivered exactly once.
 */
export const processDue = async (
  now = new Date(), deps: Partial<NotifyDeps> = {},
): Promise<{ processed: number; skipped: number; lost: number }> => {
  const due = await dueScheduled(now.toISOString(), SCHEDULED_BATCH);
  let processed = 0;
  let skipped = 0;
  let lost = 0;
  await mapLimit(due, 10, async (s) => {
    const r = await notify(
      s.userId,
      {
        type: s.type, title: s.title, message: s.message, url: s.url,
        topic: s.topic ? (JSON.parse(s.topic) as NotificationTopic) : undefined, onceKey: s.onceKey,
      },
      { ...deps, now: deps.now ?? (() => now) },
      { scheduleId: s.scheduleId, dueAt: s.dueAt },
    );
    if (r.status === 'created') processed++;
    else if (r.status === 'claimed-elsewhere') lost++;
    else skipped++;
  });
  logger.info('scheduled notifications run', { at: now.toISOString(), due: due.length, processed, skipped, lost });
  return { processed, skipped, lost };
};

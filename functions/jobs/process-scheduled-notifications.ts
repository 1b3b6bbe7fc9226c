import middy from '@middy/core';
import { logger } from '../lib/logger';

/**
 * Every 5 minutes: deliver due scheduled notifications exactly once. The scheduled-notification
 * items and their delivery arrive with the notifications issue; until then there is nothing due.
 */
export const processScheduled = async (now = new Date()): Promise<{ processed: number }> => {
  logger.info('scheduled notifications run', { at: now.toISOString(), processed: 0 });
  return { processed: 0 };
};

export const handler = middy().handler(() => processScheduled());

import middy from '@middy/core';
import { processDue } from '../domain/notifications/scheduled';

/**
 * Every 5 minutes (schedule table): deliver due scheduled notifications exactly once. Each item
 * is claimed pending → sent in the transaction that writes its notification, so overlapping or
 * retried runs cannot deliver it twice. Returns the processed count (spec 03 §7).
 */
export const processScheduled = (now = new Date()) => processDue(now);

export const handler = middy().handler(() => processScheduled());

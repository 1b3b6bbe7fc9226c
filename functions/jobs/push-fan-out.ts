import middy from '@middy/core';
import type { SNSEvent } from 'aws-lambda';
import type { PushMessage } from '../adapters/push-topic';
import { handlePushMessage } from '../domain/notifications/push';
import { logger } from '../lib/logger';

/**
 * Subscriber of the push topic: Web Push to a player's devices, or one shard of an admin
 * broadcast (in-app notifications plus pushes, in batches). A thrown error makes SNS retry the
 * message; notices carry a once-key, so a retry does not notify anyone twice.
 */
export const handlePushEvent = async (event: SNSEvent) => {
  const results = [];
  for (const record of event.Records) {
    const message = JSON.parse(record.Sns.Message) as PushMessage;
    const out = await handlePushMessage(message);
    logger.info('push fan-out', { kind: message.kind, ...out });
    results.push(out);
  }
  return results;
};

export const handler = middy<SNSEvent>().handler(handlePushEvent);

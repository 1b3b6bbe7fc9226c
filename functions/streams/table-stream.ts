import middy from '@middy/core';
import type { DynamoDBStreamEvent, DynamoDBBatchResponse } from 'aws-lambda';
import { deliverLive } from '../domain/notifications/live';
import { reactToGameplay } from '../domain/buzz/reactions';
import { logger } from '../lib/logger';

/**
 * The table's stream consumer: live delivery over the WebSocket API. A new notification goes to
 * the owner's open connections (and to Web Push through the push topic); a change of the
 * owner's unread counter goes to every open tab. Records whose delivery failed are reported so
 * the event source mapping retries from there.
 */
export const handleStream = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const out = await deliverLive(event.Records);
  // Notices after paid actions; a failure throws, so the batch is retried (they are once-keyed).
  await reactToGameplay(event.Records);
  if (out.posted || out.failedRecordIds.length) logger.debug('stream batch', { records: event.Records.length, ...out });
  return { batchItemFailures: out.failedRecordIds.map((itemIdentifier) => ({ itemIdentifier })) };
};

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler(handleStream);

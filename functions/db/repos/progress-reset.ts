import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../client';

/**
 * D23: the sort-key prefixes of a player's game progress. Money (payments, cards, subscription),
 * the profile and notifications are not progress and are never deleted here.
 * Every new per-player progress item type adds its prefix here.
 */
export const PROGRESS_PREFIXES = ['OCLUE#', 'MSTATUS#', 'SHOP#', 'DIARY#', 'BUZZDAY#', 'AREA#', 'POINT#', 'SAREA#'] as const;

/** Deletes the caller's own progress items; returns how many were deleted. */
export const deleteProgress = async (userId: string): Promise<number> => {
  const db = documentClient();
  let deleted = 0;
  for (const prefix of PROGRESS_PREFIXES) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': prefix },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: start,
      }));
      const keys = page.Items ?? [];
      for (let i = 0; i < keys.length; i += 25) {
        let requests: Record<string, unknown[]> | undefined = {
          [tableName()]: keys.slice(i, i + 25).map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } })),
        };
        // BatchWrite may leave items unprocessed under load: retry them until none remain.
        while (requests && Object.keys(requests).length) {
          const out = await db.send(new BatchWriteCommand({ RequestItems: requests as never }));
          requests = out.UnprocessedItems as Record<string, unknown[]> | undefined;
        }
      }
      deleted += keys.length;
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return deleted;
};

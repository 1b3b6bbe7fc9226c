import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';

/**
 * Transactions whose items come from several entities, and from callers that plug in their own
 * writes (payment purposes). Items are built with ElectroDB's `.params()`, so keys and attribute
 * names stay the entities' own; this only sends them and reports which condition failed.
 */
export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

type Params = Record<string, unknown>;
const strip = (p: Params): Params => {
  const { ReturnValues: _r, ...rest } = p;
  // An empty names/values map is a validation error in a transaction item.
  if (rest.ExpressionAttributeValues && Object.keys(rest.ExpressionAttributeValues as object).length === 0) delete rest.ExpressionAttributeValues;
  if (rest.ExpressionAttributeNames && Object.keys(rest.ExpressionAttributeNames as object).length === 0) delete rest.ExpressionAttributeNames;
  return rest;
};

export const txPut = (params: Params): TxItem => ({ Put: strip(params) as never });
export const txUpdate = (params: Params): TxItem => ({ Update: strip(params) as never });
export const txDelete = (params: Params): TxItem => ({ Delete: strip(params) as never });

export type TxResult = { ok: true } | { ok: false; reasons: string[] };

/**
 * Sends one TransactWriteItems. A cancelled transaction is an answer, not an error: the caller
 * reads `reasons[i]` ('ConditionalCheckFailed', 'TransactionConflict', 'None', ...) for item i.
 * Conflicts with a concurrent transaction are retried a few times: they say nothing about the data.
 */
export const transactWrite = async (items: TxItem[], token?: string): Promise<TxResult> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: token }));
      return { ok: true };
    } catch (e) {
      const err = e as { name?: string; CancellationReasons?: { Code?: string }[] };
      if (err.name !== 'TransactionCanceledException' && err.name !== 'TransactionConflictException') throw e;
      const reasons = (err.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      const onlyConflicts = err.name === 'TransactionConflictException' ||
        (reasons.some((r) => r === 'TransactionConflict') && !reasons.includes('ConditionalCheckFailed'));
      if (onlyConflicts && attempt < 6) {
        await new Promise((r) => setTimeout(r, 15 * 2 ** attempt + Math.random() * 20));
        continue;
      }
      return { ok: false, reasons };
    }
  }
};

import {
  DynamoDBStreamsClient, DescribeStreamCommand, GetShardIteratorCommand, GetRecordsCommand, type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { STREAM_CONSUMERS } from '../../functions/core/routes';
import { invoke } from './lambda-runtime';

/**
 * Plays the event source mapping: reads the table's stream from DynamoDB Local and calls each
 * stream consumer with the records in Lambda's DynamoDB event shape. Shards that appear later
 * (DynamoDB Local rolls shards) are read from their start.
 */
export const startStreamPoller = (opts: { endpoint: string; streamArn: string; intervalMs?: number; log: (m: string) => void }) => {
  const client = new DynamoDBStreamsClient({
    endpoint: opts.endpoint, region: 'eu-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const iterators = new Map<string, string | null>();
  let first = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const deliver = async (records: _Record[]) => {
    const event = {
      Records: records.map((r) => ({
        eventID: r.eventID, eventName: r.eventName, eventVersion: r.eventVersion ?? '1.1',
        eventSource: 'aws:dynamodb', awsRegion: 'local', dynamodb: r.dynamodb, eventSourceARN: opts.streamArn,
      })),
    };
    for (const c of STREAM_CONSUMERS) {
      try {
        await invoke(c.handler, event, 60_000);
      } catch (e) {
        opts.log(`[stream ${c.id}] ${(e as Error).message}`);
      }
    }
  };

  const poll = async () => {
    const d = await client.send(new DescribeStreamCommand({ StreamArn: opts.streamArn }));
    for (const shard of d.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id)) continue;
      const it = await client.send(new GetShardIteratorCommand({
        StreamArn: opts.streamArn, ShardId: id, ShardIteratorType: first ? 'LATEST' : 'TRIM_HORIZON',
      }));
      iterators.set(id, it.ShardIterator ?? null);
    }
    first = false;
    for (const [id, it] of iterators) {
      if (!it) continue;
      const out = await client.send(new GetRecordsCommand({ ShardIterator: it, Limit: 100 }));
      iterators.set(id, out.NextShardIterator ?? null);
      if (out.Records?.length) await deliver(out.Records);
    }
  };

  const loop = () => {
    if (stopped) return;
    running = poll()
      .catch((e) => opts.log(`[stream] ${(e as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, opts.intervalMs ?? 250);
      });
  };
  loop();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      client.destroy();
    },
  };
};

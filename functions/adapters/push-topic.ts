import { PublishBatchCommand, SNSClient } from '@aws-sdk/client-sns';
import { randomUUID } from 'node:crypto';
import { env } from '../lib/env';

/**
 * What travels on the push topic to the fan-out function:
 * - `user`: one notification to Web Push to one player's devices;
 * - `broadcast`: an admin broadcast for one shard of the player directory (the fan-out writes
 *   each player's notification and pushes to their devices, in batches).
 */
export type PushMessage =
  | { kind: 'user'; userId: string; notification: { id: string; type: string; title: string; message: string; url: string | null } }
  | { kind: 'broadcast'; broadcastId: string; shard: string; title: string; message: string; url: string | null };

export interface PushPublisher {
  publish(messages: PushMessage[]): Promise<void>;
}

let sns: SNSClient | undefined;

/** Cloud: SNS PublishBatch (10 entries a call) to PUSH_TOPIC_ARN. */
const snsPublisher: PushPublisher = {
  async publish(messages) {
    const topic = env().PUSH_TOPIC_ARN;
    if (!topic) throw new Error('PUSH_TOPIC_ARN is not set');
    sns ??= new SNSClient({ region: env().AWS_REGION });
    for (let i = 0; i < messages.length; i += 10) {
      const out = await sns.send(new PublishBatchCommand({
        TopicArn: topic,
        PublishBatchRequestEntries: messages.slice(i, i + 10).map((m) => ({ Id: randomUUID(), Message: JSON.stringify(m) })),
      }));
      if (out.Failed?.length) throw new Error(`SNS refused ${out.Failed.length} push messages`);
    }
  },
};

/**
 * Local: SNS has no emulator. The gateway's /_local/sns hands the messages to the fan-out
 * handler in an SNS event, as the subscription would (asynchronously, like SNS).
 */
const localPublisher: PushPublisher = {
  async publish(messages) {
    const url = env().LOCAL_SNS_URL;
    if (!url) throw new Error('LOCAL_SNS_URL is not set');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: messages.map((m) => JSON.stringify(m)) }),
    });
    if (!res.ok) throw new Error(`local SNS answered ${res.status}`);
  },
};

export const pushPublisher = (): PushPublisher => (env().PUSH_TOPIC_ARN ? snsPublisher : localPublisher);

import { Duration } from 'aws-cdk-lib';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Uses } from '../../functions/core/routes';
import { AppFunction, type AppResources } from './app-function';

export interface TopicConsumerDef {
  id: string;
  handler: string;
  uses: readonly Uses[];
}

/**
 * The push fan-out topic: producers (the stream consumer for a player's new notification, the
 * admin broadcast route one message per directory shard) publish; the fan-out function sends
 * Web Push (VAPID keys from SSM) to the stored device subscriptions, in batches. The topic is
 * created before any function so publishers can be granted it; consumers are added afterwards.
 */
export class Push extends Construct {
  readonly topic: sns.Topic;
  readonly functions: AppFunction[] = [];
  /** Messages the fan-out still failed after SNS's retries: kept, not lost. */
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
    this.failures = new sqs.Queue(this, 'FanOutFailures', { retentionPeriod: Duration.days(14), enforceSSL: true });
  }

  addConsumers(consumers: readonly TopicConsumerDef[], resources: AppResources): void {
    for (const c of consumers) {
      const fn = new AppFunction(this, `Consumer-${c.id}`, {
        handler: c.handler, uses: c.uses, kind: 'job', description: `Push topic consumer ${c.id}`, resources,
      });
      this.functions.push(fn);
      this.topic.addSubscription(new subscriptions.LambdaSubscription(fn.fn, { deadLetterQueue: this.failures }));
    }
  }
}

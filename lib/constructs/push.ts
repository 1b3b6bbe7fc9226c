import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/**
 * The push fan-out topic: producers publish one message per notification and a subscriber
 * (added by the notifications issue) delivers Web Push to the stored device subscriptions.
 */
export class Push extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
  }
}

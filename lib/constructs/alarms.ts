import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function';

export interface AlarmsProps {
  functions: readonly AppFunction[];
  httpApi: apigwv2.HttpApi;
  streamFailures: sqs.IQueue;
  email?: string;
}

/**
 * prod only: any Lambda error, any API 5xx, any stream batch given up on. Each is a bug or an
 * outage worth a look, so the thresholds are "at least one in five minutes".
 */
export class Alarms extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    const notify = new actions.SnsAction(this.topic);
    const period = Duration.minutes(5);

    const alarm = (alarmId: string, metric: cloudwatch.IMetric, description: string) => {
      const a = new cloudwatch.Alarm(this, alarmId, {
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(notify);
      return a;
    };

    for (const f of props.functions) {
      alarm(`Errors-${f.node.scope?.node.id}-${f.node.id}`, f.fn.metricErrors({ period, statistic: 'Sum' }), `Lambda errors: ${f.handlerModule}`);
    }
    alarm('HttpApi5xx', props.httpApi.metricServerError({ period, statistic: 'Sum' }), 'HTTP API 5xx responses');
    alarm(
      'StreamFailures',
      props.streamFailures.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
      'Stream records given up on after retries',
    );
  }
}

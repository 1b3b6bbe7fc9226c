import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Uses } from '../../functions/core/routes';
import type { ScheduleDef } from '../../functions/core/schedules';
import { AppFunction, type AppResources } from './app-function';

export interface StreamConsumerDef {
  id: string;
  handler: string;
  uses: readonly Uses[];
}

export interface JobsProps {
  resources: AppResources;
  schedules: readonly ScheduleDef[];
  streamConsumers: readonly StreamConsumerDef[];
}

/**
 * Background work: one EventBridge rule per schedule-table entry and one stream consumer per
 * STREAM_CONSUMERS entry. Both kinds of handler are idempotent, so retries are safe.
 */
export class Jobs extends Construct {
  readonly functions: AppFunction[] = [];
  /** Stream batches that still fail after the retries land here instead of being lost silently. */
  readonly streamFailures: sqs.Queue;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const { resources } = props;

    for (const schedule of props.schedules) {
      const fn = new AppFunction(this, `Job-${schedule.id}`, {
        handler: schedule.handler,
        uses: schedule.uses,
        kind: 'job',
        description: schedule.description,
        resources,
      });
      this.functions.push(fn);
      new events.Rule(this, `Schedule-${schedule.id}`, {
        description: schedule.description,
        schedule: events.Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        // A missed tick is covered by the next one: no point retrying past the period (EventBridge caps it at 24 h).
        targets: [
          new targets.LambdaFunction(fn.fn, {
            retryAttempts: 2,
            maxEventAge: Duration.minutes(Math.min(Math.max(schedule.everyMinutes, 1), 24 * 60)),
          }),
        ],
      });
    }

    this.streamFailures = new sqs.Queue(this, 'StreamFailures', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
    });
    for (const consumer of props.streamConsumers) {
      const fn = new AppFunction(this, `Stream-${consumer.id}`, {
        handler: consumer.handler,
        uses: consumer.uses,
        kind: 'job',
        description: `Stream consumer ${consumer.id}`,
        resources,
      });
      this.functions.push(fn);
      fn.fn.addEventSource(
        new DynamoEventSource(resources.table, {
          startingPosition: lambda.StartingPosition.LATEST,
          batchSize: 100,
          bisectBatchOnError: true,
          retryAttempts: 3,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(this.streamFailures),
        }),
      );
    }
  }
}

import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  DEAD_LETTER_CONSUMERS,
  extractScheduleTickMessage,
  FIELD_OBJECT_SWEEP_SCHEDULE,
  JOB_KINDS,
  JOB_MAX_RECEIVE_COUNT,
  scheduledSweepMessage,
  type JobKind,
} from '@tessera/events';
import { EXTRACT_SCHEDULE_TICK_MINUTES } from '@tessera/shared';
import type { TesseraConfig } from '../config';
import { DEAD_LETTER_NEEDS, JOB_NEEDS } from '../context-needs';
import { TesseraFunction } from '../constructs/tessera-function';
import { functionEnvironment, type PlatformResources } from '../function-environment';
import { grantNeeds } from '../grants';
import { pascalCase, platformBucketName } from '../names';
import { jobDeadLetterHandlerEntry, jobHandlerEntry } from '../paths';

export interface JobsStackProps extends StackProps {
  readonly config: TesseraConfig;
  readonly table: dynamodb.ITable;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  /** Where the uploads' download links are served (the data stack's downloads distribution). */
  readonly downloadsOrigin: string;
  /** Test-only replacement of the function bundles (see TesseraFunction). */
  readonly lambdaCode?: lambda.Code;
}

/** A poison message is retried this many times before it lands in the DLQ (docs/architecture.md §7). */
export const MAX_RECEIVE_COUNT = JOB_MAX_RECEIVE_COUNT;
/** Consumer timeout; the queue's visibility timeout is six times it (AWS guidance for SQS event sources). */
export const CONSUMER_TIMEOUT = Duration.minutes(5);

/**
 * One SQS queue and one DLQ per job kind, each with its consumer Lambda (functions/src/jobs/<kind>); the DLQ of
 * a kind in DEAD_LETTER_CONSUMERS has a consumer of its own (dead-letter-handler.ts) that records for good what
 * SQS gave up on (an import's chunk whose every delivery failed or timed out ends its run in exception).
 */
export class JobsStack extends Stack {
  readonly queues: Record<JobKind, sqs.Queue>;
  readonly deadLetterQueues: Record<JobKind, sqs.Queue>;
  readonly consumers: Record<JobKind, TesseraFunction>;
  readonly deadLetterConsumers: Partial<Record<JobKind, TesseraFunction>>;
  /** The schedule that starts the sweep of large answers' objects. */
  readonly fieldObjectSweep: events.Rule;
  /** The extract scheduler's tick (EventBridge Scheduler): starts the due extract schedules' runs. */
  readonly extractScheduleTick: scheduler.Schedule;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const queues = {} as Record<JobKind, sqs.Queue>;
    const deadLetterQueues = {} as Record<JobKind, sqs.Queue>;
    for (const kind of JOB_KINDS) {
      const dlq = new sqs.Queue(this, `${pascalCase(kind)}DeadLetterQueue`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        // Its consumer (when the kind has one) runs as long as the queue's: hidden for six of its timeouts.
        visibilityTimeout: Duration.seconds(CONSUMER_TIMEOUT.toSeconds() * 6),
      });
      deadLetterQueues[kind] = dlq;
      queues[kind] = new sqs.Queue(this, `${pascalCase(kind)}Queue`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(CONSUMER_TIMEOUT.toSeconds() * 6),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: dlq, maxReceiveCount: MAX_RECEIVE_COUNT },
      });
    }
    this.queues = queues;
    this.deadLetterQueues = deadLetterQueues;

    const resources: PlatformResources = {
      deployEnvironment: props.config.environment,
      table: props.table,
      uploadsBucket: s3.Bucket.fromBucketName(this, 'Uploads', platformBucketName('uploads', props.config.environment)),
      extractsBucket: s3.Bucket.fromBucketName(
        this,
        'Extracts',
        platformBucketName('extracts', props.config.environment),
      ),
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      queues,
      downloadsOrigin: props.downloadsOrigin,
    };
    const environment = functionEnvironment(resources);

    const consumers = {} as Record<JobKind, TesseraFunction>;
    for (const kind of JOB_KINDS) {
      const consumer = new TesseraFunction(this, `${pascalCase(kind)}Consumer`, {
        entry: jobHandlerEntry(kind),
        serviceName: `jobs-${kind}`,
        description: `Tessera ${kind} job consumer`,
        deployEnvironment: props.config.environment,
        environment,
        timeout: CONSUMER_TIMEOUT,
        ...(props.lambdaCode ? { code: props.lambdaCode } : {}),
      });
      consumer.addEventSource(
        new SqsEventSource(queues[kind], {
          batchSize: 10,
          maxBatchingWindow: Duration.seconds(1),
          reportBatchItemFailures: true,
          // Bounded so a large import cannot take every concurrent execution of the account.
          maxConcurrency: 10,
        }),
      );
      grantNeeds(consumer, JOB_NEEDS[kind], resources);
      consumers[kind] = consumer;
    }
    this.consumers = consumers;

    const deadLetterConsumers: Partial<Record<JobKind, TesseraFunction>> = {};
    for (const kind of DEAD_LETTER_CONSUMERS) {
      const consumer = new TesseraFunction(this, `${pascalCase(kind)}DeadLetterConsumer`, {
        entry: jobDeadLetterHandlerEntry(kind),
        serviceName: `jobs-${kind}-dlq`,
        description: `Tessera ${kind} dead-letter consumer`,
        deployEnvironment: props.config.environment,
        environment,
        timeout: CONSUMER_TIMEOUT,
        ...(props.lambdaCode ? { code: props.lambdaCode } : {}),
      });
      consumer.addEventSource(
        new SqsEventSource(deadLetterQueues[kind], {
          batchSize: 10,
          maxBatchingWindow: Duration.seconds(1),
          reportBatchItemFailures: true,
          maxConcurrency: 2,
        }),
      );
      grantNeeds(consumer, DEAD_LETTER_NEEDS[kind], resources);
      deadLetterConsumers[kind] = consumer;
    }
    this.deadLetterConsumers = deadLetterConsumers;
    // The sweep of large answers' objects (ADR 0028 §1, §7): its first page's message, typed by its job contract,
    // sent to the maintenance queue on its schedule; the consumer sends itself the following pages. The event's
    // id is the job's id, so each night's run is told apart in the logs.
    this.fieldObjectSweep = new events.Rule(this, 'FieldObjectSweepSchedule', {
      description: "Daily sweep of portfolios' large-answer objects that no item names (ADR 0028)",
      schedule: events.Schedule.cron({ ...FIELD_OBJECT_SWEEP_SCHEDULE }),
      targets: [
        new targets.SqsQueue(queues.maintenance, {
          message: events.RuleTargetInput.fromObject(scheduledSweepMessage(events.EventField.eventId)),
        }),
      ],
    });
    // The extract scheduler (ADR 0032 "Schedules"): one EventBridge Scheduler schedule ticks every
    // EXTRACT_SCHEDULE_TICK_MINUTES with the tick's typed message on the extracts queue, whose consumer starts
    // every extract schedule that is due; the admins' schedules are rows in the table, not one AWS schedule
    // each, so saving one needs no Scheduler permission in the API. The execution id is the job's id.
    this.extractScheduleTick = new scheduler.Schedule(this, 'ExtractScheduleTick', {
      description: 'Starts the runs of the extract schedules that are due (ADR 0032)',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(EXTRACT_SCHEDULE_TICK_MINUTES)),
      target: new schedulerTargets.SqsSendMessage(queues.extracts, {
        input: scheduler.ScheduleTargetInput.fromObject(
          extractScheduleTickMessage(scheduler.ContextAttribute.executionId),
        ),
        // A tick not delivered within its own period is superseded by the next one.
        maxEventAge: Duration.minutes(EXTRACT_SCHEDULE_TICK_MINUTES),
        retryAttempts: 3,
      }),
    });
  }
}

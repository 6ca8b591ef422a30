import { DEAD_LETTER_CONSUMERS, JOB_KINDS } from '@tessera/events';
import { CONSUMER_TIMEOUT } from '../lib/stacks/jobs-stack';
import {
  logicalId,
  resourcesOf,
  synthesize,
  type SynthesizedApp,
  type TemplateJson,
  type TemplateResource,
} from './support/synth';

describe('jobs stack', () => {
  let app: SynthesizedApp;
  let queues: Record<string, TemplateResource>;
  beforeAll(() => {
    app = synthesize();
    queues = resourcesOf(app.templates.jobs, 'AWS::SQS::Queue');
  });

  it('has exactly one queue and one dead-letter queue per job kind', () => {
    expect(Object.keys(queues)).toHaveLength(JOB_KINDS.length * 2);
  });

  it.each(JOB_KINDS)('moves a %s message to its DLQ after 5 receives (infra/README.md)', (kind) => {
    const queueId = logicalId(app.jobs.queues[kind]);
    const dlqId = logicalId(app.jobs.deadLetterQueues[kind]);
    expect(queues[queueId]?.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: 5,
    });
  });

  it('encrypts every queue and denies every request without TLS', () => {
    for (const queue of Object.values(queues)) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    const policies = Object.values(resourcesOf(app.templates.jobs, 'AWS::SQS::QueuePolicy'));
    const covered = policies
      .filter((p) =>
        p.Properties.PolicyDocument.Statement.some(
          (s: TemplateJson) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
        ),
      )
      .flatMap((p) => p.Properties.Queues.map((q: { Ref: string }) => q.Ref));
    expect(covered.sort()).toEqual(Object.keys(queues).sort());
  });

  it.each(JOB_KINDS)('consumes %s with a Node.js 22 function that reports partial batch failures', (kind) => {
    const queueId = logicalId(app.jobs.queues[kind]);
    const consumerId = logicalId(app.jobs.consumers[kind]);
    app.templates.jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: consumerId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const consumer = resourcesOf(app.templates.jobs, 'AWS::Lambda::Function')[consumerId];
    expect(consumer?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      Timeout: CONSUMER_TIMEOUT.toSeconds(),
    });
    expect(consumer?.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(`jobs-${kind}`);
  });

  it('keeps messages invisible for six consumer timeouts, so a slow batch is not delivered twice', () => {
    for (const kind of JOB_KINDS) {
      const queue = queues[logicalId(app.jobs.queues[kind])];
      expect(queue?.Properties.VisibilityTimeout).toBe(CONSUMER_TIMEOUT.toSeconds() * 6);
    }
  });

  it.each(DEAD_LETTER_CONSUMERS)(
    'consumes the %s DLQ with a function of its own that records what SQS gave up on, and sends no job',
    (kind) => {
      const dlqId = logicalId(app.jobs.deadLetterQueues[kind]);
      const consumer = app.jobs.deadLetterConsumers[kind]!;
      const consumerId = logicalId(consumer);
      app.templates.jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        FunctionName: { Ref: consumerId },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      const fn = resourcesOf(app.templates.jobs, 'AWS::Lambda::Function')[consumerId];
      expect(fn?.Properties.Timeout).toBe(CONSUMER_TIMEOUT.toSeconds());
      expect(fn?.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(`jobs-${kind}-dlq`);
      // Hidden for six of its consumer's timeouts, as the queues are.
      expect(queues[dlqId]?.Properties.VisibilityTimeout).toBe(CONSUMER_TIMEOUT.toSeconds() * 6);
      const policies = Object.values(resourcesOf(app.templates.jobs, 'AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes(
          `${kind.charAt(0).toUpperCase()}${kind.slice(1)}DeadLetterConsumer`,
        ),
      );
      const actions = policies.flatMap((policy) =>
        policy.Properties.PolicyDocument.Statement.flatMap((statement: TemplateJson) => [statement.Action].flat()),
      );
      expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 's3:PutObject', 'dynamodb:UpdateItem']));
      expect(
        actions.filter((action: string) => action === 'sqs:SendMessage' || action.startsWith('cognito-idp:')),
      ).toEqual([]);
    },
  );

  it('gives no other DLQ a consumer: their messages stay for an operator', () => {
    const consumed = Object.values(resourcesOf(app.templates.jobs, 'AWS::Lambda::EventSourceMapping')).map(
      (mapping) => mapping.Properties.EventSourceArn['Fn::GetAtt'][0],
    );
    for (const kind of JOB_KINDS) {
      const dlqId = logicalId(app.jobs.deadLetterQueues[kind]);
      expect(consumed.includes(dlqId)).toBe((DEAD_LETTER_CONSUMERS as readonly string[]).includes(kind));
    }
  });
});

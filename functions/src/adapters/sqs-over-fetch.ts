import { createHash } from 'node:crypto';
import { callJsonService, type ResponseMetadata, type ServiceConfig, type Transport } from './aws-json-over-fetch';
import type { Credentials } from './s3-signature';

/**
 * The one SQS operation Tessera sends (SendMessage, from ./job-queue: the courses Lambda and the job consumers), over the SQS JSON protocol
 * (AmazonSQS.SendMessage, ./aws-json-over-fetch). Job bundles alias `@aws-sdk/client-sqs` to this module
 * (ADR 0021); the SDK client is 35 KB of a 150 KB budget on its own.
 */
export interface SQSClientConfig {
  region?: string;
  endpoint?: string;
  credentials?: Credentials;
  maxAttempts?: number;
}

export interface SendMessageInput {
  QueueUrl: string;
  MessageBody: string;
  DelaySeconds?: number;
}

export class SendMessageCommand {
  constructor(readonly input: SendMessageInput) {}
}

export class SQSClient {
  readonly config: ServiceConfig;
  /** Replaceable in unit tests (the network, the clock, the jitter). */
  transport: Transport | undefined;

  constructor(config: SQSClientConfig = {}) {
    this.config = { service: 'sqs', targetPrefix: 'AmazonSQS', ...config };
  }

  async send(
    command: SendMessageCommand,
  ): Promise<{ MessageId?: string; MD5OfMessageBody?: string; $metadata: ResponseMetadata }> {
    const output = await callJsonService(this.config, 'SendMessage', command.input, this.transport);
    // The SDK checks the body's MD5 SQS computed (middleware-sdk-sqs): a message altered on the way is an error.
    const expected = createHash('md5').update(command.input.MessageBody, 'utf8').digest('hex');
    if (output.MD5OfMessageBody !== expected)
      throw new Error(
        `SQS answered MD5 ${String(output.MD5OfMessageBody)} for a message body whose MD5 is ${expected}`,
      );
    return output as { MessageId?: string; MD5OfMessageBody?: string; $metadata: ResponseMetadata };
  }

  destroy(): void {}
}

import { DomainError, type AttachmentMessage } from '@tessera/shared';

/**
 * The server keys of spec 1 §8 ('invalid file type', 'invalid file size') are the error codes; the sentence is
 * the rule's own (shared's invalidTypeMessage / sizeExceededMessage), so the web shows it comes.
 */
export type RefusalCode = 'invalid file type' | 'invalid file size';

export const refusal = (code: RefusalCode, message: AttachmentMessage): DomainError =>
  new DomainError('invalid', message.key, {
    code,
    params: message.params,
    fields: { file: message.params ? { key: message.key, params: message.params } : message.key },
  });

/** Which server key a rule's message stands for. */
export const codeOf = (message: AttachmentMessage): RefusalCode =>
  message.key.endsWith('size_exceeded') || message.key === 'attachments.upload.empty'
    ? 'invalid file size'
    : 'invalid file type';

import { DomainError, type MessageKey, type MessageParams } from '@tessera/shared';

/**
 * An import file's refusal before anything is signed or started, with the spec's server keys as codes
 * ('invalid file type', 'invalid file size', spec 2 §8) and the sentence on the `file` field.
 */
export const fileRefusal = (code: 'invalid file type' | 'invalid file size', key: MessageKey, params?: MessageParams) =>
  new DomainError('invalid', key, {
    code,
    ...(params ? { params } : {}),
    fields: { file: params ? { key, params } : key },
  });

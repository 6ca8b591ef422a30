import type { MessageKey } from '../messages/catalogue';
import type { MessageParams } from '../messages/format';

/** The error kinds of the one error model and their HTTP statuses. */
export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** A field's error: a catalogue key, with parameters when its sentence has placeholders. */
export type FieldError = MessageKey | { key: MessageKey; params?: MessageParams };

/** The body of every error answer: a stable code, the sentence and the field errors, in the caller's language. */
export interface ErrorBody {
  code: string;
  message: string;
  fields: Record<string, string>;
  /** What the caller needs to recover, when the error carries it (a stale save: the newer content). */
  current?: unknown;
}

export interface DomainErrorOptions {
  params?: MessageParams;
  fields?: Readonly<Record<string, FieldError>>;
  /** The stable code clients see, when it is not the key itself (e.g. `session_superseded`). */
  code?: string;
  /** Plain data (no sentences) answered beside the error, e.g. the newer content of a stale save. */
  current?: unknown;
}

/**
 * A rule broken by the caller, as the domain throws it: a kind (→ HTTP status), a message key with its
 * parameters, and field errors as keys. No language here: the edge (the error mapper, or the web) turns keys
 * into the caller's language, so use cases never need a locale and a job can call them as they are.
 */
export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly fields: Readonly<Record<string, FieldError>>;
  readonly code: string;
  readonly current: unknown;

  constructor(kind: ErrorKind, key: MessageKey, options: DomainErrorOptions = {}) {
    super(key);
    this.name = 'DomainError';
    this.kind = kind;
    this.key = key;
    this.params = options.params ?? {};
    this.fields = options.fields ?? {};
    this.code = options.code ?? key;
    this.current = options.current;
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }

  /** The answer's body, with `translate` putting keys into the caller's language. */
  toBody(translate: (key: MessageKey, params?: MessageParams) => string): ErrorBody {
    const fields: Record<string, string> = {};
    for (const [field, error] of Object.entries(this.fields)) {
      fields[field] = typeof error === 'string' ? translate(error) : translate(error.key, error.params);
    }
    const body: ErrorBody = { code: this.code, message: translate(this.key, this.params), fields };
    if (this.current !== undefined) body.current = this.current;
    return body;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** 400: the input breaks a rule. Field errors name the inputs. */
export const invalid = (key: MessageKey, options?: DomainErrorOptions) => new DomainError('invalid', key, options);

/** 400 with one field error whose sentence is also the message. */
export const invalidField = (field: string, key: MessageKey, params?: MessageParams) =>
  new DomainError('invalid', key, { params, fields: { [field]: params ? { key, params } : key } });

/** 404 that never says whether the thing exists elsewhere (another organisation's ids included). */
export const notFound = (key: MessageKey = 'system.not_found') => new DomainError('not_found', key);

/** 403: the caller may not do this. */
export const forbidden = (key: MessageKey = 'identity.forbidden') => new DomainError('forbidden', key);

/** 409: the state changed under the caller (a stale version, a name taken meanwhile). */
export const conflict = (key: MessageKey = 'system.conflict', options?: DomainErrorOptions) =>
  new DomainError('conflict', key, options);

export type { MessageKey, MessageParams };

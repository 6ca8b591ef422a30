import type { MessageKey } from '../messages/index';

/** The error kinds of the one error model (ARCHITECTURE.md §4) and their HTTP statuses. */
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

/** Field errors keyed by field name; each value is a message key of the catalogue or a literal sentence. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  code: string;
  message: string;
  fields: FieldErrors;
}

/**
 * A rule broken by the caller. `code` is stable for clients, `message` is the user-facing sentence
 * (already resolved from the catalogue), `fields` is keyed by field name. Internal detail never goes here.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly kind: ErrorKind;
  readonly fields: FieldErrors;

  constructor(kind: ErrorKind, code: string, message: string, fields: FieldErrors = {}) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, fields: this.fields };
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export type { MessageKey };

/** Every failed call rejects with an ApiError; widgets show `message`, the error log gets the rest. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'code' | 'validation';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly endpoint?: string;
  /** For validation errors: the dotted path of the field that failed. */
  readonly field?: string;
  /** Already shown to the user by the wrapper (no second toast). */
  readonly notified: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: { status?: number; endpoint?: string; field?: string; notified?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status;
    this.endpoint = opts.endpoint;
    this.field = opts.field;
    this.notified = opts.notified ?? false;
  }
}

/** The gateway's problem+json body. */
export interface Problem {
  title?: string;
  status?: number;
  detail?: string;
  type?: string;
}

/** The fixed set of failures the API reports; the error handler turns each into an HTTP status. */
export const ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  PAYMENT_PROVIDER: 502,
  CARRIER: 502,
  SMS_PROVIDER: 502,
  STORAGE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, fields?: Record<string, string>) => new AppError('BAD_INPUT', message, fields);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
/** A well-formed request the shop cannot carry out (422), naming the field to fix when there is one. */
export const unprocessable = (message: string, field?: string) => new AppError('UNPROCESSABLE', message, field ? { [field]: message } : undefined);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError('CONFLICT', message, fields);
export const unauthenticated = (message = 'Please log in to continue') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You cannot do that') => new AppError('FORBIDDEN', message);

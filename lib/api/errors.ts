import { ERROR_CODES, type ApiErrorBody } from './schemas';

export type ApiErrorKind = 'bad-request' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'maintenance' | 'unavailable' | 'server';

/** A failed customer API call, mapped once here (spec §8). `message` is safe to show a shopper. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly retryable: boolean;

  constructor(kind: ApiErrorKind, status: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.retryable = kind === 'maintenance' || kind === 'unavailable' || kind === 'server';
  }
}

export function errorFromResponse(status: number, body: Partial<ApiErrorBody> | undefined): ApiError {
  const code = body?.code ?? '';
  const description = body?.description ?? '';
  if (status === 503 && code === ERROR_CODES.maintenance) {
    return new ApiError('maintenance', status, code, 'We are sorry, Site is temporarily offline');
  }
  if (status === 401) return new ApiError('unauthorized', status, code, 'Please sign in to continue.');
  if (status === 403) return new ApiError('forbidden', status, code, description || 'Not permitted.');
  if (status === 404) return new ApiError('not-found', status, code, description || 'Not found.');
  if (status === 409) return new ApiError('conflict', status, code, description || 'Conflict.');
  if (status >= 400 && status < 500) return new ApiError('bad-request', status, code, description || 'The request was not valid.');
  return new ApiError('server', status, code, 'An error occurred');
}

export function isApiError(e: unknown, kind?: ApiErrorKind): e is ApiError {
  return e instanceof ApiError && (kind === undefined || e.kind === kind);
}

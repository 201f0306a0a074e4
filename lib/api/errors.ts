import { ERROR_CODES, type ApiErrorBody } from './schemas';

export type ApiErrorKind =
  'bad-request' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'maintenance' | 'unavailable' | 'server';

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

/** spec §8: the remote error keeps the API's own description, this long at most. */
export const DESCRIPTION_LIMIT = 300;

/** What tells of the API's insides: a route ("GET:/…"), a path of two or more segments, a stack frame or a system error. */
const INTERNALS =
  /\b(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS):\/|(?:^|[\s:'"(=])\/[\w.~%-]+\/|\bat \S+ \(|\b(?:SQLITE_|ECONN|ENOTFOUND|ETIMEDOUT|EADDR)/;

/** The API's description as plain text a shopper may read (capped); '' when it has none or it tells of the API's insides. */
export function shopperDescription(description: unknown): string {
  if (typeof description !== 'string') return '';
  const plain = description
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (INTERNALS.test(plain)) return '';
  return plain.length > DESCRIPTION_LIMIT ? `${plain.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…` : plain;
}

export function errorFromResponse(status: number, body: Partial<ApiErrorBody> | undefined): ApiError {
  const code = typeof body?.code === 'string' ? body.code : '';
  const description = shopperDescription(body?.description);
  if (status === 503 && code === ERROR_CODES.maintenance) {
    return new ApiError('maintenance', status, code, description || 'We are sorry, Site is temporarily offline');
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

/**
 * The one error body every BFF route answers with: `{ code, message }`, sometimes with more fields a
 * screen needs (the purchase refusal's `missing`). `message` is always safe to show a shopper.
 */
export interface BffErrorBody {
  code: string;
  message: string;
  [detail: string]: unknown;
}

/** Codes of failures the BFF itself decides (the customer API's own codes pass through as they are). */
export const BFF_CODES = {
  badRequest: 'E4000',
  unauthorized: 'E4010',
  forbidden: 'E4030',
  notFound: 'E4040',
  conflict: 'E4090',
  tooLarge: 'E4130',
  unsupportedType: 'E4150',
  tooManyRequests: 'E4290',
  maintenance: 'E2003',
  internal: 'E5000',
  upstream: 'E5020',
  unavailable: 'E5030',
  identityUnavailable: 'E5031',
  network: 'NETWORK',
} as const;

/**
 * A failed BFF call: thrown by route handlers to answer with this body, and by the browser client
 * when a route answered with it. `retryable`: asking again later may succeed.
 */
export class BffError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'BffError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }

  toBody(): BffErrorBody {
    return { ...this.details, code: this.code, message: this.message };
  }
}

/** Reads an error body without zod (the client stays small); null when the answer is not one. */
export function readErrorBody(data: unknown): BffErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const { code, message } = data as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? (data as BffErrorBody) : null;
}

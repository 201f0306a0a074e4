import 'server-only';
import { scopedRequestId } from '@/lib/http/request-scope';
import { logLine } from './log-line';

export interface ApiCallOutcome {
  requestId: string | null;
  method: string;
  /** The path only: a query can carry a shopper's search or a token. */
  path: string;
  /** The API's status, or null when no answer came (refused, timed out). */
  status: number | null;
  durationMs: number;
  /** Why it failed, when it did: `unavailable`, `server`, `shape`. */
  failure?: 'unavailable' | 'server' | 'shape';
}

/** A customer API call that failed (error) or took at least `slowMs` (warn); others write nothing. */
export function apiCallLine(outcome: ApiCallOutcome, slowMs: number, write?: (line: string) => void): void {
  const { requestId, failure, ...fields } = outcome;
  const durationMs = Math.round(outcome.durationMs);
  if (failure) logLine('error', 'customer API call failed', { requestId, ...fields, durationMs, failure }, write);
  else if (durationMs >= slowMs) logLine('warn', 'customer API call slow', { requestId, ...fields, durationMs }, write);
}

/** A server error (a failed render or route handler): the error's name and message, never its data. */
export function serverErrorLine(
  error: unknown,
  fields: { requestId?: string | null; [field: string]: unknown } = {},
  write?: (line: string) => void,
): void {
  const err =
    error instanceof Error
      ? { type: error.name, message: error.message, ...(digestOf(error) ? { digest: digestOf(error) } : {}) }
      : { type: typeof error };
  logLine('error', 'server error', { ...fields, requestId: fields.requestId ?? scopedRequestId(), err }, write);
}

function digestOf(error: Error): string | undefined {
  const digest = (error as { digest?: unknown }).digest;
  return typeof digest === 'string' ? digest : undefined;
}

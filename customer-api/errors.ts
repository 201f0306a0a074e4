import type { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '../lib/api/schemas';

/** An answer other than 2xx, sent as the contract's error body `{code, description, httpStatus}`. */
export class HttpError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
    this.name = 'HttpError';
  }

  body(): ApiErrorBody {
    return { code: this.code, description: this.message, httpStatus: this.httpStatus };
  }
}

export const badRequest = (description: string) => new HttpError(400, ERROR_CODES.badRequest, description);
export const notFound = (description: string) => new HttpError(404, ERROR_CODES.notFound, description);
export const siteOffline = () => new HttpError(503, ERROR_CODES.maintenance, 'Site is temporarily offline');

/** Parses client input with a contract schema; a failure is a 400 that names the fields. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
  throw badRequest(`Invalid ${where}: ${details}`.slice(0, 500));
}

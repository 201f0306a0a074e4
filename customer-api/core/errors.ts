import type { FastifyError } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '../../lib/api/schemas';

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
export const unauthorized = (description: string) => new HttpError(401, ERROR_CODES.unauthorized, description);
export const forbidden = (description: string) => new HttpError(403, ERROR_CODES.forbidden, description);
export const notFound = (description: string) => new HttpError(404, ERROR_CODES.notFound, description);
export const conflict = (description: string) => new HttpError(409, ERROR_CODES.conflict, description);
export const siteOffline = () => new HttpError(503, ERROR_CODES.maintenance, 'Site is temporarily offline');

/** The 400 for input that breaks its schema: names up to five fields, e.g. 'Invalid item: quantity: …'. */
export function invalidInput(where: string, error: z.ZodError): HttpError {
  const details = error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
  return badRequest(`Invalid ${where}: ${details}`.slice(0, 500));
}

/** Parses client input with a contract schema; a failure is a 400 that names the fields. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(where, result.error);
}

export function errorBody(httpStatus: number, code: string, description: string): ApiErrorBody {
  return { code, description, httpStatus };
}

/** Maps any error to the contract's error body; only our own faults become 5xx. */
export function toErrorBody(error: FastifyError): ApiErrorBody {
  if (error instanceof HttpError) return error.body();
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return errorBody(400, ERROR_CODES.badRequest, 'Request body is not valid JSON');
  }
  if (status === 404) return errorBody(404, ERROR_CODES.notFound, 'Not found');
  if (status === 413) return errorBody(413, ERROR_CODES.badRequest, 'Request body is too large');
  if (status === 415) return errorBody(415, ERROR_CODES.badRequest, 'Send the request body as application/json');
  if (status >= 400 && status < 500) return errorBody(status, ERROR_CODES.badRequest, error.message.slice(0, 300));
  return errorBody(500, ERROR_CODES.internal, 'An error occurred');
}

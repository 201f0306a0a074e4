import type { FastifyInstance, FastifyPluginOptions, FastifyRequest, FastifySchema } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, type HttpError } from './errors';

interface InputOptions<S extends z.ZodType> {
  /** Used when the part is absent (a request without a body). */
  whenAbsent?: z.input<S>;
  /** The whole 400 description, instead of 'Invalid {where}: {fields}'. */
  message?: string;
}

/** How each request part names itself in its 400, and what an absent body reads as (a registry of its own: the document never sees it). */
const inputNames = z.registry<{ where: string; message?: string; whenAbsent?: unknown }>();

/**
 * A request part (body, query, path parameters) checked with a contract schema by Fastify's
 * validation step (fastify-type-provider-zod), named for its 400: 'Invalid {where}: {fields}'.
 * A copy of the schema carries the name, so one contract schema can be named per route.
 */
export function input<S extends z.ZodType>(schema: S, where: string, options: InputOptions<S> = {}): S {
  const part = schema.clone() as S;
  inputNames.add(part, { where, ...options });
  return part;
}

/** What a route's body reads as when the request has none (`whenAbsent`), if it says. */
export function absentBodyOf(schema: FastifySchema | undefined): unknown {
  const body = schema?.body;
  return body instanceof z.ZodType ? inputNames.get(body)?.whenAbsent : undefined;
}

/**
 * Route schemas are zod schemas: fastify-type-provider-zod checks the request parts before the
 * handler and serialises the answers by their response schemas. Fastify hands a left-out body to
 * the check as `null`, so the route's `whenAbsent` is put in first.
 */
export function checkRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = absentBodyOf(request.routeOptions.schema) ?? request.body;
  });
}

const PART_OF_CONTEXT: Record<string, keyof FastifySchema> = {
  body: 'body',
  querystring: 'querystring',
  params: 'params',
  headers: 'headers',
};

/**
 * The contract's 400 for a request part that broke its schema, from Fastify's validation error:
 * 'Invalid item: quantity: Too small…', up to five fields. Undefined for any other error.
 */
export function invalidInputOf(error: unknown, request: FastifyRequest): HttpError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  const part = request.routeOptions.schema?.[PART_OF_CONTEXT[context] ?? 'body'];
  const name = part instanceof z.ZodType ? inputNames.get(part) : undefined;
  if (name?.message) return badRequest(name.message);
  const details = error.validation
    .slice(0, 5)
    .map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
  return badRequest(`Invalid ${name?.where ?? context}: ${details}`.slice(0, 500));
}

declare module 'fastify' {
  interface FastifySchema {
    /** OpenAPI: a body that is not JSON (a raw upload, an HTML form): its content types and, for forms, its fields. */
    rawBody?: { contentTypes: readonly string[]; fields?: z.ZodType };
    /** OpenAPI: answers besides 200 and errors (e.g. a 303 redirect), status → description. */
    answers?: Readonly<Record<string, string>>;
    /** OpenAPI: the name of a `*` path parameter. */
    wildcard?: string;
  }
}

/** A module's routes as a Fastify plugin, with route schemas typed by their zod schemas. */
export type RoutesPlugin<Options extends FastifyPluginOptions> = FastifyPluginAsyncZod<Options>;

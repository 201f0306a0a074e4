import type { FastifyPluginAsync, FastifyPluginOptions, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { z } from 'zod';
import { badRequest, invalidInput } from './errors';

interface InputOptions<S extends z.ZodType> {
  /** Used when the part is absent (no body, a `null` body). */
  whenAbsent?: z.input<S>;
  /** The whole 400 description, instead of 'Invalid {where}: {fields}'. */
  message?: string;
}

/** A part of a request (body, query, path parameters) checked with a contract schema before the handler runs. */
export class RequestInput<S extends z.ZodType = z.ZodType> {
  constructor(
    readonly schema: S,
    /** Names the part in the 400's description: 'Invalid {where}: …'. */
    readonly where: string,
    readonly options: InputOptions<S> = {},
  ) {}
}

export const input = <S extends z.ZodType>(schema: S, where: string, options: InputOptions<S> = {}): RequestInput<S> =>
  new RequestInput(schema, where, options);

declare module 'fastify' {
  interface FastifySchema {
    /** OpenAPI: what the call does, in one line. */
    summary?: string;
    /** OpenAPI: the module the call belongs to. */
    tags?: readonly string[];
    /** OpenAPI: a body that is not JSON (a raw upload, an HTML form): its content types and, for forms, its fields. */
    rawBody?: { contentTypes: readonly string[]; fields?: z.ZodType };
    /** OpenAPI: the success answer's content type when it is not JSON. */
    produces?: string;
    /** OpenAPI: answers besides 200 and errors (e.g. a 303 redirect), status → description. */
    answers?: Readonly<Record<string, string>>;
    /** OpenAPI: the name of a `*` path parameter. */
    wildcard?: string;
  }
}

/**
 * Route schemas are `input(…)` parts: Fastify checks them in its validation step, before the
 * handler (and before the shopper scope's hook), and hands the parsed value to the handler.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!(schema instanceof RequestInput)) throw new Error(`${method} ${url}: declare the ${httpPart ?? 'request'} schema with input(…)`);
  const part: RequestInput = schema;
  return (data: unknown) => {
    const value = (data === null || data === undefined) && part.options.whenAbsent !== undefined ? part.options.whenAbsent : data;
    const result = part.schema.safeParse(value);
    if (result.success) return { value: result.data };
    return { error: part.options.message ? badRequest(part.options.message) : invalidInput(part.where, result.error) };
  };
};

/** Response schemas document the answer (OpenAPI); answers are written as plain JSON. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data: unknown) => JSON.stringify(data);

/** Types `request.body`, `request.query`, `request.params` from their `input(…)` schemas, and answers from response schemas. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RequestInput<infer S> ? z.output<S> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A module's routes as a Fastify plugin, with typed route schemas. */
export type RoutesPlugin<Options extends FastifyPluginOptions> = FastifyPluginAsync<Options, RawServerDefault, ContractTypeProvider>;

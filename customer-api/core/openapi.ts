import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import { REQUEST_ID_HEADER } from './logging';
import { absentBodyOf } from './route-schemas';

type JsonSchema = Record<string, unknown>;

/** Marks (until the document is finished) an operation whose body may be left out: raw, or read as `whenAbsent` when absent. */
const OPTIONAL_BODY = 'x-optional-body';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** An operation as the served document writes it (parameters always listed, refs to the shared ones first). */
export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }>;
  security?: Record<string, string[]>[];
  [OPTIONAL_BODY]?: boolean;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, OpenApiParameter>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export interface DocumentOptions {
  title: string;
  version: string;
  description: string;
  /** The tenant this server answers for: its path segment becomes the `{tenant}` parameter. */
  tenant: string;
  /** Modules of zod schemas (the contract): each exported schema becomes a component, named after its export. */
  contracts: readonly Record<string, unknown>[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options']);
const SHOPPER_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { guestSession: [] }];
const schemaName = (exportName: string) => exportName.charAt(0).toUpperCase() + exportName.slice(1);

/** `/demo/customer-api/v2/product/:productId` → `/{tenant}/customer-api/v2/product/{productId}`. */
export function openApiPath(url: string, tenant: string, wildcard = 'path'): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === tenant) return '{tenant}';
      if (segment === '*') return `{${wildcard}}`;
      return segment.startsWith(':') ? `{${segment.slice(1)}}` : segment;
    })
    .join('/');
}

/** Each contract export that is a zod schema, with its component name (the first export of a schema wins). */
function contractNames(contracts: DocumentOptions['contracts']): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const contract of contracts) {
    for (const [exportName, value] of Object.entries(contract)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, schemaName(exportName));
    }
  }
  return names;
}

/** The contract's schemas as components, referring to each other by `$ref`. */
function contractComponents(names: Map<z.ZodType, string>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  // The document sets the dialect: no `$schema` / `$id` of their own.
  const cleaned = (schema: JsonSchema) => Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'));
  return Object.fromEntries(Object.entries(generated.schemas).map(([id, schema]) => [id, cleaned(schema as JsonSchema)]));
}

/** The path parameters of a route: its params schema's (a `*` under its name) and any other of its URL, never the tenant. */
function pathParams(params: unknown, url: string, tenant: string, wildcard: string): JsonSchema | undefined {
  const json = (params ?? {}) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const properties = Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, schema]) => [name === '*' ? wildcard : name, schema]),
  );
  for (const segment of url.split('/')) {
    const name = segment === '*' ? wildcard : segment.startsWith(':') ? segment.slice(1) : null;
    if (name && !(name in properties)) properties[name] = { type: 'string' };
  }
  delete properties[tenant];
  return Object.keys(properties).length > 0 ? { type: 'object', properties, required: Object.keys(properties) } : undefined;
}

/** The documented answers: 200 (a contract schema by reference), the route's other answers, errors added later. */
function answersOf(own: FastifySchema, converted: JsonSchema | undefined, names: Map<z.ZodType, string>): Record<string, JsonSchema> {
  const ok = (own.response as Record<string, unknown> | undefined)?.[200];
  const name = ok instanceof z.ZodType ? names.get(ok) : undefined;
  const okSchema = name ? { $ref: `#/components/schemas/${name}` } : converted;
  const answers: Record<string, JsonSchema> = {
    '200': own.produces
      ? { description: 'OK', content: Object.fromEntries(own.produces.map((type) => [type, { schema: {} }])) }
      : okSchema
        ? { description: 'OK', content: { 'application/json': { schema: okSchema } } }
        : { description: 'OK', type: 'null' },
  };
  for (const [status, description] of Object.entries(own.answers ?? {})) answers[status] = { description, type: 'null' };
  return answers;
}

/**
 * The route as @fastify/swagger documents it: its zod parts turned into JSON Schema by
 * fastify-type-provider-zod, the tenant and `*` segments named, raw bodies by their content types,
 * and the shopper's calls marked as needing a bearer token or a guest session.
 */
function transformFor(tenant: string, names: Map<z.ZodType, string>): SwaggerTransform {
  return (document) => {
    const own: FastifySchema = document.schema ?? {};
    const rawFields = own.rawBody?.fields;
    const ok = (own.response as Record<string, unknown> | undefined)?.[200];
    // A contract schema is answered by reference (some are recursive: no inline form of them).
    const response = ok instanceof z.ZodType && !names.has(ok) ? { 200: ok } : undefined;
    const parts = { ...own, body: own.rawBody ? rawFields : own.body, response };
    const converted = jsonSchemaTransform({ ...document, schema: parts } as never).schema as Record<string, JsonSchema | undefined>;
    const wildcard = own.wildcard ?? 'path';
    const schema: FastifySchema = {
      ...(own.summary ? { summary: own.summary } : {}),
      ...(own.tags ? { tags: own.tags } : {}),
      ...(converted.querystring ? { querystring: converted.querystring } : {}),
      params: pathParams(converted.params, document.url, tenant, wildcard),
      ...(own.rawBody
        ? { body: converted.body ?? {}, consumes: own.rawBody.contentTypes }
        : converted.body
          ? { body: converted.body }
          : {}),
      response: answersOf(own, (converted.response as Record<string, JsonSchema> | undefined)?.[200], names),
      ...(own.rawBody || absentBodyOf(own) !== undefined ? { [OPTIONAL_BODY]: true } : {}),
      ...(document.route.config && 'shopper' in document.route.config && document.route.config.shopper
        ? { security: SHOPPER_SECURITY }
        : {}),
    };
    return { schema, url: openApiPath(document.url, tenant, wildcard) };
  };
}

const SHARED_PARAMETERS: Record<string, OpenApiParameter> = {
  tenant: {
    name: 'tenant',
    in: 'path',
    required: true,
    description: 'Tenant base name of the shop.',
    schema: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
  },
  inventoryLocation: {
    name: INVENTORY_HEADER,
    in: 'header',
    required: false,
    description: 'Inventory location (shop) whose stock and prices count; an unknown one is a 400.',
    schema: { type: 'string' },
  },
};

/** What every operation shares: the tenant and inventory-location parameters, the error answer; other verbs (HEAD, TRACE, QUERY) left out. */
function withSharedParts(document: OpenApiDocument, schemas: Record<string, JsonSchema>): OpenApiDocument {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item)) {
      if (!METHODS.has(verb)) {
        delete item[verb];
        continue;
      }
      if (operation.requestBody && operation[OPTIONAL_BODY]) operation.requestBody.required = false;
      // Verbs of one route share their operation object: it may have been done already.
      const own = (operation.parameters ?? []).filter((p) => 'in' in p && !(p.in === 'path' && p.name === 'tenant'));
      operation.parameters = [
        ...(path.includes('{tenant}') ? [{ $ref: '#/components/parameters/tenant' }] : []),
        ...own,
        ...(path.includes('/customer-api/') ? [{ $ref: '#/components/parameters/inventoryLocation' }] : []),
      ];
      operation.responses = { ...operation.responses, default: { $ref: '#/components/responses/Error' } };
      delete operation[OPTIONAL_BODY];
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components.schemas, ...schemas },
    parameters: SHARED_PARAMETERS,
    responses: {
      Error: {
        description: `Any other answer: the contract's error body. Every answer carries ${REQUEST_ID_HEADER}.`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  };
  return document;
}

/**
 * The OpenAPI 3.1 document of every route registered from now on, by @fastify/swagger (`app.swagger()`):
 * request schemas from the routes' zod parts, answers from their response schemas, the contract's zod
 * schemas as components. Generated, so it cannot drift from what the server checks.
 */
export function documentRoutes(app: FastifyInstance, options: DocumentOptions): void {
  const names = contractNames(options.contracts);
  void app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: options.title, version: options.version, description: options.description },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A signed-in customer (token checked by the identity provider).' },
          guestSession: { type: 'apiKey', in: 'header', name: GUEST_HEADER, description: 'A guest: 16–200 characters of A–Z a–z 0–9 _ -.' },
        },
      },
    },
    // The contract's z.literal(…) stays `const` (OpenAPI 3.1 is JSON Schema 2020-12).
    convertConstToEnum: false,
    transform: transformFor(options.tenant, names),
    transformObject: (document) =>
      withSharedParts((document as unknown as { openapiObject: OpenApiDocument }).openapiObject, contractComponents(names)) as never,
  });
}

import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import { REQUEST_ID_HEADER } from './logging';
import { RequestInput } from './route-schemas';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }>;
  security?: Record<string, string[]>[];
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

/** What the document needs of a registered route (Fastify's route options). */
export type RegisteredRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/** Every route registered on `app` from now on (HEAD twins included), in registration order. */
export function recordRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  // The route object itself: scopes may still complete its config after this hook.
  app.addHook('onRoute', (route) => void routes.push(route));
  return routes;
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

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options'] as const;
const schemaName = (exportName: string) => exportName.charAt(0).toUpperCase() + exportName.slice(1);

/** The document's JSON Schema of a zod schema: no `$schema` / `$id` of its own (the document sets the dialect). */
function cleaned(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'));
}

const inputSchema = (schema: z.ZodType): JsonSchema =>
  cleaned(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema);

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

function parametersOf(part: unknown, where: 'path' | 'query', wildcard: string): OpenApiParameter[] {
  if (!(part instanceof RequestInput)) return [];
  const json = inputSchema(part.schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name: name === '*' ? wildcard : name,
    in: where,
    required: where === 'path' || required.has(name),
    schema,
  }));
}

function requestBodyOf(schema: FastifySchema): OpenApiOperation['requestBody'] {
  // A raw body (an upload, a form) may still be checked by an input(…) part; its content types describe it.
  if (schema.rawBody) {
    const fields = schema.rawBody.fields;
    const content = Object.fromEntries(schema.rawBody.contentTypes.map((type) => [type, fields ? { schema: inputSchema(fields) } : {}]));
    return { required: false, content };
  }
  if (schema.body instanceof RequestInput) {
    return { required: schema.body.options.whenAbsent === undefined, content: { 'application/json': { schema: inputSchema(schema.body.schema) } } };
  }
  return undefined;
}

/**
 * The OpenAPI 3.1 document of the routes as registered: paths and parameters from the route
 * URLs, request schemas from their `input(…)` parts, answers from their response schemas, and the
 * contract's zod schemas as components. Generated, so it cannot drift from what the server checks.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], options: DocumentOptions): OpenApiDocument {
  const registry = z.registry<{ id: string }>();
  const names = new Map<unknown, string>();
  for (const contract of options.contracts) {
    for (const [exportName, value] of Object.entries(contract)) {
      if (!(value instanceof z.ZodType) || names.has(value)) continue;
      names.set(value, schemaName(exportName));
      registry.add(value, { id: schemaName(exportName) });
    }
  }
  const generated = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const schemas = Object.fromEntries(Object.entries(generated.schemas).map(([id, s]) => [id, cleaned(s as JsonSchema)]));
  const answerSchema = (schema: z.ZodType): JsonSchema => {
    const name = names.get(schema);
    return name ? { $ref: `#/components/schemas/${name}` } : cleaned(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }) as JsonSchema);
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const schema: FastifySchema = route.schema ?? {};
    const wildcard = schema.wildcard ?? 'path';
    const path = openApiPath(route.url, options.tenant, wildcard);
    for (const method of [route.method].flat()) {
      const verb = method.toLowerCase();
      if (!(METHODS as readonly string[]).includes(verb)) continue;
      const parameters: OpenApiOperation['parameters'] = [];
      if (path.includes('{tenant}')) parameters.push({ $ref: '#/components/parameters/tenant' });
      parameters.push(...parametersOf(schema.params, 'path', wildcard), ...parametersOf(schema.querystring, 'query', wildcard));
      if (path.includes('/customer-api/')) parameters.push({ $ref: '#/components/parameters/inventoryLocation' });
      const ok = (schema.response as Record<string, unknown> | undefined)?.[200];
      const responses: OpenApiOperation['responses'] = {
        '200': schema.produces
          ? { description: 'OK', content: { [schema.produces]: {} } }
          : { description: 'OK', ...(ok instanceof z.ZodType ? { content: { 'application/json': { schema: answerSchema(ok) } } } : {}) },
        ...Object.fromEntries(Object.entries(schema.answers ?? {}).map(([status, description]) => [status, { description }])),
        default: { $ref: '#/components/responses/Error' },
      };
      const operation: OpenApiOperation = {
        ...(schema.summary ? { summary: schema.summary } : {}),
        ...(schema.tags ? { tags: [...schema.tags] } : {}),
        parameters,
        ...(requestBodyOf(schema) ? { requestBody: requestBodyOf(schema) } : {}),
        responses,
        ...(route.config?.shopper ? { security: [{ bearer: [] }, { guestSession: [] }] } : {}),
      };
      paths[path] = { ...paths[path], [verb]: operation };
    }
  }

  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description },
    paths,
    components: {
      schemas,
      parameters: {
        tenant: { name: 'tenant', in: 'path', required: true, description: 'Tenant base name of the shop.', schema: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } },
        inventoryLocation: {
          name: INVENTORY_HEADER,
          in: 'header',
          required: false,
          description: 'Inventory location (shop) whose stock and prices count; an unknown one is a 400.',
          schema: { type: 'string' },
        },
      },
      responses: {
        Error: {
          description: `Any other answer: the contract's error body. Every answer carries ${REQUEST_ID_HEADER}.`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A signed-in customer (token checked by the identity provider).' },
        guestSession: { type: 'apiKey', in: 'header', name: GUEST_HEADER, description: 'A guest: 16–200 characters of A–Z a–z 0–9 _ -.' },
      },
    },
  };
}

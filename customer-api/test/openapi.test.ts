import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { GUEST_HEADER } from '../../lib/api/http';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../core/database';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from '../core/openapi';
import { SettingsRepository } from '../core/settings-repository';
import { loadSeed } from '../seed/load-seed';
import { fixtureSeed } from './fixture';
import { call } from './start-test-api';

const TENANT = 'demo';
let dir: string;
let db: Db;
let origin: string;
let app: ReturnType<typeof buildApp>;
/** Every route as Fastify registered it, seen by a hook of the test's own. */
const registered: RouteOptions[] = [];
let doc: OpenApiDocument;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'customer-api-openapi-'));
  db = openDatabase(join(dir, 'api.sqlite'));
  loadSeed(db, fixtureSeed());
  app = buildApp({ db, tenant: TENANT, imageDir: join(dir, 'images'), commerce: { paymentSimulator: true } });
  app.addHook('onRoute', (route) => void registered.push(route));
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const res = await call(`${origin}/${TENANT}/customer-api/v2/openapi.json`);
  expect(res.status).toBe(200);
  doc = res.body as OpenApiDocument;
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const VERBS = ['get', 'put', 'post', 'delete', 'patch', 'options'];
const jsonSchemaOf = (schema: z.ZodType) => {
  const json: Record<string, unknown> = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  delete json.$schema;
  return json;
};
/** `/demo/customer-api/v2/product/:productId` as the document writes it. */
const docPath = (url: string, wildcard = 'path') =>
  url
    .split('/')
    .map((s) => (s === TENANT ? '{tenant}' : s === '*' ? `{${wildcard}}` : s.startsWith(':') ? `{${s.slice(1)}}` : s))
    .join('/');

function pointer(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

const parameters = (op: OpenApiOperation): OpenApiParameter[] =>
  op.parameters.map((p) => ('$ref' in p ? (pointer(doc, p.$ref) as OpenApiParameter) : p));

describe('OpenAPI document', () => {
  it('is served during maintenance, when every other customer API call is off', async () => {
    const settings = new SettingsRepository(db);
    settings.setMaintenance(true);
    try {
      expect((await call(`${origin}/${TENANT}/customer-api/v2/schema/get`)).status).toBe(503);
      const res = await call(`${origin}/${TENANT}/customer-api/v2/openapi.json`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(doc);
    } finally {
      settings.setMaintenance(false);
    }
  });

  it('has the structure of an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [verb, op] of Object.entries(item)) {
        expect(VERBS).toContain(verb);
        const params = parameters(op);
        for (const p of params) {
          expect(['path', 'query', 'header']).toContain(p.in);
          expect(typeof p.name).toBe('string');
          expect(typeof p.schema).toBe('object');
        }
        // Unique by name and place, and every {template} of the path declared (OpenAPI requires both).
        expect(new Set(params.map((p) => `${p.in}:${p.name}`)).size).toBe(params.length);
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
        expect(
          params
            .filter((p) => p.in === 'path')
            .map((p) => p.name)
            .sort(),
        ).toEqual(templated);
        expect(params.filter((p) => p.in === 'path').every((p) => p.required)).toBe(true);
        expect(Object.keys(op.responses).some((status) => /^[23]\d\d$/.test(status))).toBe(true);
        expect(op.responses.default).toBeDefined();
        for (const requirement of op.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes[scheme]).toBeDefined();
        }
      }
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\//);
      expect(pointer(doc, ref)).toBeDefined();
    }
  });

  it('lists every registered route with its request schema', () => {
    const routes = registered.flatMap((r) =>
      [r.method].flat().map((method) => ({
        method: method.toLowerCase(),
        url: r.url,
        schema: (r.schema ?? {}) as FastifySchema,
        shopper: r.config?.shopper === true,
      })),
    );
    const documented = routes.filter((r) => r.method !== 'head');
    expect(documented.length).toBeGreaterThan(40);
    for (const route of documented) {
      const op = doc.paths[docPath(route.url, route.schema.wildcard)]?.[route.method];
      if (!op) throw new Error(`${route.method.toUpperCase()} ${route.url} is not in the document`);
      const params = parameters(op);
      for (const [part, where] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        const input = route.schema[part];
        if (!(input instanceof z.ZodType)) continue;
        const props = Object.keys((jsonSchemaOf(input).properties ?? {}) as object).map((name) =>
          name === '*' ? (route.schema.wildcard ?? 'path') : name,
        );
        expect(params.filter((p) => p.in === where).map((p) => p.name)).toEqual(expect.arrayContaining(props));
      }
      if (route.schema.rawBody) {
        expect(Object.keys(op.requestBody?.content ?? {})).toEqual([...route.schema.rawBody.contentTypes]);
      } else if (route.schema.body instanceof z.ZodType) {
        expect(op.requestBody?.content['application/json']?.schema).toEqual(jsonSchemaOf(route.schema.body));
      } else {
        expect(op.requestBody).toBeUndefined();
      }
      // The shopper's calls say how the caller is identified.
      expect(op.security !== undefined).toBe(route.shopper);
    }
    // And nothing in the document that the server does not answer.
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const verb of Object.keys(item)) {
        const url = path
          .replace('{tenant}', TENANT)
          .replace(/\{([^}]+)\}/g, (_m, name: string) => (path.endsWith(`{${name}}`) && name === 'ref' ? '*' : `:${name}`));
        expect({ verb, path, known: app.hasRoute({ method: verb.toUpperCase() as 'GET', url }) }).toEqual({ verb, path, known: true });
      }
    }
  });

  it('marks the shopper calls and only those as needing a bearer token or a guest session', () => {
    expect(doc.paths['/{tenant}/customer-api/v2/cart/add']?.post?.security).toEqual([{ bearer: [] }, { guestSession: [] }]);
    expect(doc.paths['/{tenant}/customer-api/v2/order/get/{orderId}']?.get?.security).toBeDefined();
    expect(doc.paths['/{tenant}/customer-api/v2/product/search']?.post?.security).toBeUndefined();
    expect(doc.paths['/{tenant}/payment/{paymentId}']?.get?.security).toBeUndefined();
    expect(doc.components.securitySchemes.guestSession).toMatchObject({ type: 'apiKey', in: 'header', name: GUEST_HEADER });
  });

  it('holds valid JSON Schema 2020-12 that accepts what the server answers and rejects what it refuses', async () => {
    const ajv = new Ajv2020({ strict: false, validateSchema: false, validateFormats: false });
    for (const [name, schema] of Object.entries(doc.components.schemas))
      expect({ name, valid: ajv.validateSchema(schema) }).toEqual({ name, valid: true });
    ajv.addSchema(doc, 'doc.json');
    for (const name of Object.keys(doc.components.schemas))
      expect(() => ajv.getSchema(`doc.json#/components/schemas/${name}`)).not.toThrow();

    const answerOf = (name: string) => {
      const validate = ajv.getSchema(`doc.json#/components/schemas/${name}`);
      if (!validate) throw new Error(`no schema ${name}`);
      return validate;
    };
    const site = await call(`${origin}/${TENANT}/customer-api/v2/schema/get`);
    expect(answerOf('SiteSchema')(site.body)).toBe(true);
    const product = await call(`${origin}/${TENANT}/customer-api/v2/product/p-tee`);
    expect(answerOf('Product')(product.body)).toBe(true);
    const cart = await call(`${origin}/${TENANT}/customer-api/v2/cart/get`, { headers: { [GUEST_HEADER]: 'openapi-test-guest-session' } });
    expect(cart.status).toBe(200);
    expect(answerOf('Cart')(cart.body)).toBe(true);
    expect(answerOf('Cart')({ ...(cart.body as object), items: [] })).toBe(false);

    const addBody = doc.paths['/{tenant}/customer-api/v2/cart/add']?.post?.requestBody?.content['application/json']?.schema;
    if (!addBody) throw new Error('cart/add has no request schema');
    const checkAdd = ajv.compile(addBody);
    expect(checkAdd({ productId: 'p-tee', varianceKey: '', quantity: 1 })).toBe(true);
    expect(checkAdd({ productId: 'p-tee', varianceKey: '', quantity: 0 })).toBe(false);
  });
});

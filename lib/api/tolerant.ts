import { z } from 'zod';
import './zod-config';

/**
 * Reading a merchant's customer API leniently: the contract's schemas stay strict for
 * what the reference API stores and sends; the storefront reads answers through `tolerant(schema)`,
 * where one odd value degrades its own part only:
 * - a nullable, optional or defaulted field that is missing or invalid reads null, absent or its default;
 * - a list or map drops the items that do not parse (missing: empty);
 * - a missing flag reads false; a missing nested object is built from its own defaults where it can be;
 * - a value with a fallback (an unknown enum value; by schema, or by field of an object) reads the fallback;
 *   a defaulted field with a fallback reads its default when missing and its fallback when invalid.
 * Anything else still fails its enclosing item, or the answer as before. Extra fields are dropped (zod's
 * default). Each (path, value) is logged once per process.
 */
export interface Leniency {
  /** The value a schema reads when invalid, wherever it occurs, e.g. an unknown variance type. */
  values?: ReadonlyMap<z.ZodType, unknown>;
  /** The values an object schema's fields read when invalid, wherever the object occurs. */
  fields?: ReadonlyMap<z.ZodType, Readonly<Record<string, unknown>>>;
  /** Schemas read through another one, e.g. an address as stored rather than as a shopper must type it. */
  reads?: ReadonlyMap<z.ZodType, z.ZodType>;
}

const WARN_LIMIT = 500;
const warned = new Set<string>();

/** Logs a degraded value once per (path, value); a hostile API cannot grow the set past its limit. */
function warnOnce(path: string, value: unknown): void {
  const shown = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value)).slice(0, 80);
  const key = `${path}\u0000${shown}`;
  if (warned.has(key) || warned.size >= WARN_LIMIT) return;
  warned.add(key);
  console.warn(`customer API: ${path} had ${shown}; read leniently`);
}

/** Forgets the warnings given (tests). */
export function resetWarnings(): void {
  warned.clear();
}

interface Walk {
  root: string;
  rules: Leniency;
}

const NONE = Symbol('none');
const copy = <T>(value: T): T => (value === undefined || value === null ? value : (JSON.parse(JSON.stringify(value)) as T));

function fallbackOf(schema: z.ZodType, w: Walk, owner?: { schema: z.ZodType; key: string }): unknown {
  const ofField = owner && w.rules.fields?.get(owner.schema);
  if (ofField && owner && Object.hasOwn(ofField, owner.key)) return ofField[owner.key];
  if (w.rules.values?.has(schema)) return w.rules.values.get(schema);
  return NONE;
}

const at = (w: Walk, rel: string) => (rel ? `${w.root}.${rel}` : w.root);

function withFallback(schema: z.ZodType, value: unknown, rel: string, w: Walk): z.ZodType {
  return schema.catch((ctx: { value: unknown }) => {
    warnOnce(at(w, rel), ctx.value);
    return copy(value);
  });
}

/** The lenient twin of `schema` for reading an answer named `root` (used in the warnings). */
export function tolerant<S extends z.ZodType>(schema: S, root: string, rules: Leniency = {}): S {
  return walk(schema, '', { root, rules }) as unknown as S;
}

function walk(schema: z.ZodType, rel: string, w: Walk, owner?: { schema: z.ZodType; key: string }): z.ZodType {
  const target = w.rules.reads?.get(schema) ?? schema;
  const fallback = fallbackOf(target, w, owner);
  if (fallback !== NONE && target._zod.def.type === 'default') return defaulted(target as z.ZodDefault, rel, w, fallback);
  const shaped = shape(target, rel, w);
  return fallback === NONE ? shaped : withFallback(shaped, fallback, rel, w);
}

function shape(schema: z.ZodType, rel: string, w: Walk): z.ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'object':
      return objectOf(schema as z.ZodObject, rel, w);
    case 'array':
      return listOf(schema as z.ZodArray, rel, w);
    case 'record':
      return mapOf(schema as z.ZodRecord, rel, w);
    case 'nullable':
    case 'optional':
      return wrapped(schema, def.type === 'nullable' ? null : undefined, rel, w);
    case 'default':
      return defaulted(schema as z.ZodDefault, rel, w);
    case 'boolean':
      return rel ? z.preprocess((v) => (v === undefined || v === null ? missing(rel, w, false) : v), schema) : schema;
    case 'lazy':
      return lazily(schema as z.ZodLazy, rel, w);
    default:
      return schema;
  }
}

function missing<T>(rel: string, w: Walk, value: T): T {
  warnOnce(at(w, rel), undefined);
  return value;
}

const child = (rel: string, key: string) => (rel ? `${rel}.${key}` : key);

function objectOf(schema: z.ZodObject, rel: string, w: Walk): z.ZodType {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, walk(field as z.ZodType, child(rel, key), w, { schema, key })]),
  );
  const built = schema.clone({ ...schema._zod.def, shape: fields } as typeof schema._zod.def);
  if (!rel) return built;
  // A nested object that is missing: built from its fields' own defaults, when they all have one.
  return z.preprocess((v) => (v === undefined || v === null ? missing(rel, w, {}) : v), built);
}

function listOf(schema: z.ZodArray, rel: string, w: Walk): z.ZodType {
  const item = walk(schema._zod.def.element as z.ZodType, `${rel}[]`, w);
  const keep = (v: unknown) => {
    if (v === undefined || v === null) return rel ? missing(rel, w, []) : v;
    if (!Array.isArray(v)) return v;
    return v.flatMap((entry) => {
      const read = item.safeParse(entry);
      if (read.success) return [read.data];
      warnOnce(at(w, `${rel}[]`), entry);
      return [];
    });
  };
  // The items are read once, above; the list's own checks (e.g. at least one) still apply.
  return z.preprocess(keep, schema.clone({ ...schema._zod.def, element: z.any() }));
}

function mapOf(schema: z.ZodRecord, rel: string, w: Walk): z.ZodType {
  const def = schema._zod.def;
  const value = walk(def.valueType as z.ZodType, `${rel}{}`, w);
  const keep = (v: unknown) => {
    if (v === undefined || v === null) return rel ? missing(rel, w, {}) : v;
    if (typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(
      Object.entries(v).flatMap(([key, entry]) => {
        const read = value.safeParse(entry);
        if (read.success && (def.keyType as z.ZodType).safeParse(key).success) return [[key, read.data]];
        warnOnce(at(w, `${rel}{}`), entry);
        return [];
      }),
    );
  };
  return z.preprocess(keep, schema.clone({ ...def, valueType: z.any() } as typeof def));
}

function wrapped(schema: z.ZodType, empty: null | undefined, rel: string, w: Walk): z.ZodType {
  const def = schema._zod.def as z.core.$ZodNullableDef;
  const inner = walk(def.innerType as z.ZodType, rel, w);
  const built = withFallback(schema.clone({ ...def, innerType: inner } as typeof def), empty, rel, w);
  // Missing reads empty before the inner part could build a value from nothing.
  return empty === null ? z.preprocess((v) => (v === undefined ? missing(rel, w, null) : v), built) : built;
}

function defaulted(schema: z.ZodDefault, rel: string, w: Walk, invalid: unknown = schema._zod.def.defaultValue): z.ZodType {
  const def = schema._zod.def;
  const inner = walk(def.innerType as z.ZodType, rel, w);
  return withFallback(schema.clone({ ...def, innerType: inner } as typeof def), invalid, rel, w);
}

function lazily(schema: z.ZodLazy, rel: string, w: Walk): z.ZodType {
  let built: z.ZodType | undefined;
  return z.lazy(() => (built ??= walk(schema._zod.def.getter() as z.ZodType, rel, w)));
}

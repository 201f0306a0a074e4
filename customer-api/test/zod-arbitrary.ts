import fc from 'fast-check';
import type { z } from 'zod';

/** Strings a hostile client sends: traversal, markup, control and odd unicode, prototype keys, huge. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '..',
  '../',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '\u202e\u0301\ud83d\ude00',
  '\ud800',
  'ශ්‍රී ලංකා',
  'x'.repeat(5000),
  '🙂'.repeat(400),
] as const;

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any string a client may send: generated, binary, or one of the hostile ones. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostileString,
);

/** Any JSON-ish value, deeply nested at times, with prototype keys. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  junkString,
  fc.constantFrom(null, true, false, Number.MAX_SAFE_INTEGER, -0, 1e308, -1, 0.5, [], {}),
  fc.integer({ min: 20, max: 200 }).map((depth) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
    return v;
  }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor')), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 5,
  }),
);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
type Check = { _zod: { def: { check: string; format?: string; pattern?: RegExp; maximum?: number; minimum?: number } } };

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = ((def.checks ?? []) as Check[]).map((c) => c._zod.def);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = checks.find((c) => c.pattern instanceof RegExp)?.pattern;
  const max = checks.find((c) => c.check === 'max_length')?.maximum;
  const shaped: fc.Arbitrary<string>[] = [fc.string({ maxLength: Math.min(max ?? 40, 40) })];
  if (format === 'email') shaped.push(fc.emailAddress());
  if (format === 'uuid' || format === 'guid') shaped.push(fc.uuid());
  if (format === 'url') shaped.push(fc.webUrl());
  if (format === 'datetime' || format === 'date')
    shaped.push(fc.date({ noInvalidDate: true }).map((d) => (format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString())));
  if (pattern) {
    try {
      shaped.push(fc.stringMatching(pattern, { size: 'small' }));
    } catch {
      // fast-check cannot generate from every regular expression (lookaheads): the other strings stand in.
    }
  }
  if (max !== undefined) shaped.push(fc.string({ minLength: max, maxLength: max + 2 }));
  return fc.oneof(...shaped);
}

/**
 * Values shaped by a zod 4 schema, often valid, often a little off (a key missing, one more key,
 * a value of the wrong type, a number at the edge): junk that reaches past the schema into the handler.
 * `known`: strings the data holds (ids, keys), so some values name real records.
 */
export function arbitraryOf(schema: z.ZodType, known: readonly string[] = [], depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryOf(s as z.ZodType, known, depth + 1);
  const offOrShaped = (shaped: fc.Arbitrary<unknown>) => fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: junkValue });
  if (depth > 6) return junkValue;
  switch (def.type) {
    case 'string':
      return offOrShaped(
        known.length > 0
          ? fc.oneof(stringArbitrary(def), hostileString, fc.constantFrom(...known))
          : fc.oneof(stringArbitrary(def), hostileString),
      );
    case 'number':
    case 'int':
      return offOrShaped(
        fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double(), fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.1)),
      );
    case 'bigint':
      return offOrShaped(fc.bigInt().map(String));
    case 'boolean':
      return offOrShaped(fc.boolean());
    case 'date':
      return offOrShaped(fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'not a date' : d.toISOString())));
    case 'null':
      return offOrShaped(fc.constant(null));
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return offOrShaped(fc.constantFrom(...(def.values as unknown[])));
    case 'enum':
      return offOrShaped(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)));
    case 'optional':
    case 'nullable':
      return fc.oneof(inner(def.innerType), fc.constantFrom(undefined, null));
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'array':
      return offOrShaped(fc.array(inner(def.element), { maxLength: 5 }));
    case 'set':
      return offOrShaped(fc.array(inner(def.valueType), { maxLength: 5 }));
    case 'tuple':
      return offOrShaped(fc.tuple(...(def.items as unknown[]).map(inner)));
    case 'record':
    case 'map':
      return offOrShaped(fc.dictionary(fc.string({ maxLength: 12 }), inner(def.valueType), { maxKeys: 4 }));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => (isObject(a) && isObject(b) ? { ...a, ...b } : a));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, inner(value)]));
      const record = fc.record(fields, { requiredKeys: [] });
      const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor')), junkValue, {
        maxKeys: 2,
      });
      return offOrShaped(
        fc.oneof(
          { weight: 3, arbitrary: fc.record(fields) },
          { weight: 2, arbitrary: record },
          { weight: 1, arbitrary: fc.tuple(fc.record(fields), extra).map(([a, b]) => ({ ...a, ...b })) },
        ),
      );
    }
    default:
      return junkValue;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

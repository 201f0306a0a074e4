import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Answers as a merchant's own customer API might send them: a valid answer with unknown
 * enum values, optional fields dropped or null, extra fields, and junk items in its lists. The places
 * to change are found from the contract schema itself, so every enum and optional field is covered.
 */
type Path = Array<string | number>;
type Kind = 'enum' | 'optional' | 'object' | 'list';
interface Spot {
  path: Path;
  kind: Kind;
}

function spots(schema: z.ZodType, value: unknown, path: Path, out: Spot[]): Spot[] {
  const def = schema._zod.def as unknown as {
    type: string;
    getter: () => z.ZodType;
    innerType: z.ZodType;
    element: z.ZodType;
    valueType: z.ZodType;
  };
  const at = (kind: Kind) => out.push({ path, kind });
  if (def.type === 'lazy') return spots(def.getter(), value, path, out);
  if (def.type === 'enum') at('enum');
  if (def.type === 'nullable' || def.type === 'optional' || def.type === 'default') {
    at('optional');
    if (value !== null && value !== undefined) spots(def.innerType, value, path, out);
  }
  if (def.type === 'object' && value && typeof value === 'object') {
    at('object');
    for (const [key, field] of Object.entries((schema as z.ZodObject).shape))
      spots(field as z.ZodType, (value as Record<string, unknown>)[key], [...path, key], out);
  }
  if (def.type === 'array' && Array.isArray(value)) {
    at('list');
    value.forEach((item, i) => spots(def.element, item, [...path, i], out));
  }
  if (def.type === 'record' && value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) spots(def.valueType, item, [...path, key], out);
  }
  return out;
}

type Change = (value: unknown) => unknown;
const SENTINEL = Symbol('drop');

const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string(),
  fc.boolean(),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const unknownWord = fc.stringMatching(/^[A-Z][A-Z_]{2,14}$/).map((w) => `X_${w}`);

function changeFor(kind: Kind): fc.Arbitrary<Change> {
  switch (kind) {
    case 'enum':
      return unknownWord.map((w) => () => w);
    case 'optional':
      return fc.constantFrom<Change>(
        () => SENTINEL,
        () => null,
      );
    case 'object':
      return fc
        .tuple(
          fc.stringMatching(/^[a-z][A-Za-z]{2,12}$/).map((k) => `x${k}`),
          junk,
        )
        .map(
          ([key, extra]) =>
            (v) =>
              v && typeof v === 'object' ? { ...v, [key]: extra } : v,
        );
    case 'list':
      return junk.map((item) => (v) => (Array.isArray(v) ? [...v, item] : v));
  }
}

function applyAt(root: unknown, path: Path, change: Change): unknown {
  if (path.length === 0) return change(root);
  const [head, ...rest] = path as [string | number, ...Path];
  const container = root as Record<string | number, unknown>;
  if (!container || typeof container !== 'object' || !(head in container)) return root;
  const next = applyAt(container[head], rest, change);
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>;
  if (next === SENTINEL) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** `valid` with 1..`most` of the changes a foreign API makes, at places taken from `schema`. */
export function foreignAnswer<T>(schema: z.ZodType, valid: T, most = 6): fc.Arbitrary<unknown> {
  const all = spots(schema, valid, [], []);
  const one = fc.constantFrom(...all).chain((spot) => changeFor(spot.kind).map((change) => ({ path: spot.path, change })));
  return fc
    .array(one, { minLength: 1, maxLength: most })
    .map((changes) =>
      changes.reduce<unknown>((answer, { path, change }) => applyAt(answer, path, change), JSON.parse(JSON.stringify(valid)) as unknown),
    );
}

import 'server-only';
import compile from 'icu-minify/compile';
import type { Messages } from '@/lib/i18n/merge-messages';

type Compiled = ReturnType<typeof compile>;

/** A message tree with each ICU text compiled (icu-minify): what next-intl formats without a parser. */
export interface CompiledMessages {
  [key: string]: CompiledMessages | Compiled;
}

function isTree(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The compiler's plural and select branches are objects without a prototype, which React does not pass
 * from server to client components: copied into plain objects.
 */
function plain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plain) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) as T;
  return value;
}

function compileText(text: string, fallback: string | undefined): Compiled {
  try {
    return plain(compile(text));
  } catch {
    // A merchant's override that is not valid ICU: the built-in text instead of a broken one.
    if (fallback !== undefined && fallback !== text) return compileText(fallback, undefined);
    return text;
  }
}

/**
 * Compiles every text of `messages` on the server, so the browser formats them with next-intl's small
 * precompiled formatter instead of shipping the ICU parser (next.config.ts aliases it). `fallback` is the
 * same tree without the merchant's overrides: a text that does not compile falls back to it.
 */
export function compileMessages(messages: Messages, fallback?: Messages): CompiledMessages {
  const out: CompiledMessages = {};
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback?.[key];
    if (typeof value === 'string') out[key] = compileText(value, typeof base === 'string' ? base : undefined);
    else if (isTree(value)) out[key] = compileMessages(value, isTree(base) ? base : undefined);
  }
  return out;
}

const MAX_KEPT = 12;
const kept = new Map<string, CompiledMessages>();

/**
 * The compiled messages of one locale with the merchant's current overrides, kept (the last 12 pairs of
 * locale and overrides): compiling is done once per change of the overrides, not per request.
 */
export function compiledFor(key: string, build: () => CompiledMessages): CompiledMessages {
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const made = build();
  kept.set(key, made);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return made;
}

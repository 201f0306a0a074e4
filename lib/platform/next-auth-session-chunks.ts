/**
 * next-auth v4 writes a session cookie longer than this as `name.0`, `name.1`, … and, reading, joins
 * every cookie whose name starts with `name` (its SessionStore, not exported: lib/platform/README.md).
 */
export const CHUNK_SIZE = 3933;

/**
 * The cookies that store a session `value` written outside next-auth (a refresh in the BFF; null: the
 * session ends), as next-auth's SessionStore writes them: whole or in chunks, and every other session
 * cookie the browser sent (`sent`: the names of its cookies) emptied.
 */
export function sessionCookieWrites(name: string, value: string | null, sent: readonly string[]): Array<{ name: string; value: string }> {
  const count = value === null ? 0 : Math.ceil(value.length / CHUNK_SIZE);
  const chunks =
    value === null
      ? []
      : count === 1
        ? [{ name, value }]
        : Array.from({ length: count }, (_, i) => ({ name: `${name}.${i}`, value: value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE) }));
  const written = new Set(chunks.map((c) => c.name));
  const stale = sent.filter((n) => n.startsWith(name) && !written.has(n)).map((n) => ({ name: n, value: '' }));
  return [...stale, ...chunks];
}

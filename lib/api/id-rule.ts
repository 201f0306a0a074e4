/**
 * What an id of the customer API looks like (zod-free, so the browser can check one without loading zod):
 * letters, digits and `_.:-`, but never only dots — `.` and `..` are path segments, not ids.
 */
export const ID_RULE = { pattern: /^(?!\.+$)[A-Za-z0-9_.:-]+$/, maxLength: 120 } as const;

/** A path that URL resolution would change (a `.` or `..` segment, raw or percent-encoded): never sent. */
export function hasDotSegment(path: string): boolean {
  return (path.split(/[?#]/, 1)[0] ?? '').split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

/** Types of `storable.mjs` (plain JavaScript: `next start` loads it as it is). */
export function isStorable(data: { kind?: string; status?: number; html?: unknown } | null | undefined): boolean;

/** Types of `page-cache-handler.mjs` (plain JavaScript: `next start` loads it as it is). */
interface CacheEntryValue {
  kind?: string;
  status?: number;
}

export function isStorable(data: CacheEntryValue | null | undefined): boolean;

export default class PageCacheHandler {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: CacheEntryValue | null, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

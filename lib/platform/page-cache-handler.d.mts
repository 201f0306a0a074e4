/** Types of `page-cache-handler.mjs` (plain JavaScript: `next start` loads it as it is). */
interface Named {
  name: string;
}

export function withOutageGuard<H extends Named>(
  handler: H,
  log: { warn: (message: string) => void; now?: () => number; timeoutMs?: number },
): H & { failed: (error: unknown) => void; reconnected: () => void };

export function closeSharedCache(): Promise<void>;

export default class PageCacheHandler {
  constructor(ctx: { maxMemoryCacheSize?: number; serverDistDir: string; dev: boolean });
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: { kind?: string; status?: number } | null, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

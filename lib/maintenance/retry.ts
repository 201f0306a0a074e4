// spec §4/§9 maintenance: automatic schema retries after 2, 3, 6, 16, 31 s, then every 61 s
export const RETRY_DELAYS_SECONDS = [2, 3, 6, 16, 31] as const;
export const REPEAT_DELAY_SECONDS = 61;

/** Seconds to wait before automatic retry number `attempt` (0 = the first retry after the failure). */
export function retryDelaySeconds(attempt: number): number {
  const index = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  return RETRY_DELAYS_SECONDS[index] ?? REPEAT_DELAY_SECONDS;
}

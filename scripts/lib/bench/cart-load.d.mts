export interface CartSetup {
  location: string;
  product: { id: string; varianceKey: string; name: string; tracked: boolean };
  outletId: string;
  billing: Record<string, string>;
}

export interface Percentiles {
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

export function percentiles(samples: number[]): Percentiles;
export function discover(apiBase: string, options?: { tracked?: boolean }): Promise<CartSetup>;

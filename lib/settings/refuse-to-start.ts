import { authSettings, parseConfig } from '@/lib/config';

/** Why the storefront must not start with these settings (an invalid value, a production secret missing), or null. */
export function startupSettingsProblem(env: Record<string, string | undefined>): string | null {
  try {
    authSettings(parseConfig(env));
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Called by instrumentation.ts when a server starts: a bad setting stops it there, not at a shopper's request. */
export function refuseInvalidSettings(): void {
  const problem = startupSettingsProblem(process.env);
  if (problem === null) return;
  console.error(`Storefront cannot start: ${problem}`);
  process.exit(1);
}

import type { z } from 'zod';

/**
 * One line naming every setting a program's zod schema refused and why, never the value (it may be a
 * secret): what both programs print when they refuse to start.
 */
export function invalidSettingsLine(program: string, error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`);
  return `Invalid ${program} settings: ${problems.join('; ').replace(/\s+/g, ' ')}`;
}

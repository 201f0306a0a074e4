import { z } from 'zod';
import { invalidSettingsLine } from './invalid-settings';

const settings = z.object({
  PORT: z.coerce.number().int().min(1),
  SECRET: z.string().min(32),
  MODE: z.enum(['on', 'off']),
});

function refusal(env: Record<string, string>): z.ZodError {
  const parsed = settings.safeParse(env);
  if (parsed.success) throw new Error('the settings were accepted');
  return parsed.error;
}

test('one line names each refused setting and why, never the value it was given', () => {
  const line = invalidSettingsLine('storefront', refusal({ PORT: 'eighty', SECRET: 'hunter2-is-short', MODE: 'on' }));
  expect(line).toBe(
    'Invalid storefront settings: PORT: Invalid input: expected number, received NaN; SECRET: Too small: expected string to have >=32 characters',
  );
  expect(line).not.toMatch(/\n|eighty|hunter2/);
});

test('a missing setting is named too', () => {
  expect(invalidSettingsLine('customer API', refusal({ PORT: '80', SECRET: 'x'.repeat(32) }))).toMatch(
    /^Invalid customer API settings: MODE: Invalid option/,
  );
});

import type { PreferencesAnswer } from '@/app/_actions/preferences';
import type { ActionAnswer } from '@/lib/bff/action';

/**
 * The preferences' Server Function in jsdom (the real one runs on the server: app/_actions/actions.test.ts proves
 * it against the reference API). It records the fields each press sent and answers what the test says; by
 * default the choice is stored, and a new location leaves the shopper without a cart.
 */
export const changePreferences = jest.fn(async (_previous: unknown, form: FormData): Promise<ActionAnswer<PreferencesAnswer>> => ({
  ok: true,
  value: form.has('inventoryId') || form.has('clearInventory') ? { cart: null } : {},
}));

/** The text fields of every call so far, as the server reads them. */
export function sentPreferenceForms(): Array<Record<string, string>> {
  return changePreferences.mock.calls.map(([, form]) =>
    Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
}

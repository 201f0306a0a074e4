import type { ActionAnswer } from '@/lib/bff/action';
import type { CartLineAnswer } from '@/lib/cart/cart-form';

/**
 * The cart form's Server Function in jsdom (the real one runs on the server: app/_actions/cart.test.ts
 * proves it against the reference API). It records the fields each press sent and answers what the
 * test says, by default that the line was added.
 */
export const changeCartLine = jest.fn(async (_previous: unknown, form: FormData): Promise<ActionAnswer<CartLineAnswer>> => ({
  ok: true,
  value: {
    outcome: form.get('mode') === 'update' ? 'updated' : 'added',
    line: {
      productId: String(form.get('productId')),
      varianceKey: String(form.get('varianceKey')),
      quantity: Number(form.get('quantity') ?? 1),
    },
    cart: null,
  },
}));

/** The text fields of every call so far, as the server reads them. */
export function sentCartForms(): Array<Record<string, string>> {
  return changeCartLine.mock.calls.map(([, form]) =>
    Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
}

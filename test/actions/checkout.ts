import type { Cart } from '@/lib/api/cart-schemas';
import type { ActionAnswer } from '@/lib/bff/action';
import { checkoutEmailSchema } from '@/lib/cart/address-form';
import type { CheckoutStepAnswer, EmailStepAnswer } from '@/lib/cart/checkout-forms';

/**
 * The checkout steps' Server Functions in jsdom. The real ones (app/_actions/checkout.ts) call the
 * customer API on the server; these stand-ins make the same calls through the storefront's cart routes,
 * which the component tests fake (test/cart-kit.tsx), so a test sees each value the step sets.
 */
async function call<T>(path: string, method: string, body?: unknown): Promise<{ ok: boolean; status: number; body: T }> {
  const res = await fetch(path, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { ok: res.ok, status: res.status, body: (await res.json()) as T };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value ? value : undefined;
};

export const continueShipping = jest.fn(async (_previous: unknown, form: FormData): Promise<ActionAnswer<CheckoutStepAnswer>> => {
  let cart = (await call<Cart | null>('/api/cart', 'GET')).body;
  const set = async (field: string, body: unknown): Promise<string | null> => {
    const res = await call<Cart & { message?: string }>(`/api/cart/set/${field}`, 'POST', body);
    if (!res.ok) return res.body.message ?? 'refused';
    cart = res.body;
    return null;
  };
  const note = form.get('additional-info');
  if (typeof note === 'string' && note.trim() !== (cart?.additionalInfo ?? '').trim())
    await set('additional-info', { additionalInfo: note });
  const method = text(form, 'delivery-method');
  const plan = text(form, 'delivery-plan');
  const refused =
    (method && method !== cart?.deliveryMethod ? await set('delivery-method', { deliveryMethod: method }) : null) ??
    (plan && cart?.deliveryMethod === 'delivery' && cart.shippingAddress && plan !== cart.deliveryPlan?.id
      ? await set('delivery-plan', { deliveryPlanId: plan })
      : null);
  return { ok: true, value: { cart, refused } };
});

export const continueWithEmail = jest.fn(async (_previous: unknown, form: FormData): Promise<ActionAnswer<EmailStepAnswer>> => {
  const email = checkoutEmailSchema.safeParse({ email: text(form, 'email') ?? '' });
  if (!email.success) return { ok: true, value: { cart: null, invalid: email.error.issues[0]?.message ?? 'checkoutEmailInvalid' } };
  const res = await call<Cart>('/api/cart/set/email', 'POST', { email: email.data.email });
  return res.ok
    ? { ok: true, value: { cart: res.body, invalid: null } }
    : { ok: false, status: res.status, code: 'E4000', message: 'refused' };
});

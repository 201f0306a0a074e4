import type { PromoAnswer } from '@/app/_actions/promo';
import type { Cart } from '@/lib/api/cart-schemas';
import type { ActionAnswer } from '@/lib/bff/action';
import { promoCodeInputMessage } from '@/lib/promo/messages';

/**
 * Apply's Server Function in jsdom. The real one (app/_actions/promo.ts) sets the code through the
 * customer API; this stand-in sets it through the storefront's cart route, which component tests fake.
 */
export const applyPromoCode = jest.fn(async (_previous: unknown, form: FormData): Promise<ActionAnswer<PromoAnswer>> => {
  const sent = String(form.get('promoCode') ?? '').trim();
  if (promoCodeInputMessage(sent)) return { ok: true, value: { cart: null, sent, refused: null, invalid: true } };
  const res = await fetch('/api/cart/set/promoCode', { method: 'POST', body: JSON.stringify({ promoCode: sent }) });
  const body = (await res.json()) as Cart & { message?: string };
  if (res.ok) return { ok: true, value: { cart: body, sent, refused: null, invalid: false } };
  return { ok: true, value: { cart: null, sent, refused: body.message ?? 'refused', invalid: false } };
});

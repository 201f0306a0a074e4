'use server';

import { redirect } from 'next/navigation';
import { addToCart, updateCartItem } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/errors';
import { shopperAction, shopperBackPath, shopperLocale } from '@/lib/bff/action';
import { cartLineForm, type CartLineAnswer } from '@/lib/cart/cart-form';
import { localizedPath, paths } from '@/lib/routes/paths';

const changeLine = shopperAction(
  { input: cartLineForm, shopper: 'start-guest' },
  async ({ data, call, headers }): Promise<CartLineAnswer> => {
    const line = { productId: data.productId, varianceKey: data.varianceKey, quantity: data.quantity };
    // spec §5: what the page showed as not addable adds nothing and says why.
    if (data.missingChoice) return { outcome: 'chooseVariant', line, cart: null };
    if (data.soldOut) return { outcome: 'outOfStock', line, cart: null };
    let cart;
    try {
      cart = await (data.mode === 'update' ? updateCartItem(call, line) : addToCart(call, line));
    } catch (e) {
      if (isApiError(e, 'unauthorized')) redirect(localizedPath(await shopperLocale(), paths.login(shopperBackPath(headers))));
      throw e;
    }
    // spec §4 Buy Now: on to checkout once the variant is in the cart.
    if (data.intent === 'buy') redirect(localizedPath(await shopperLocale(), paths.checkout()));
    return { outcome: data.mode === 'update' ? 'updated' : 'added', line, cart };
  },
);

/** Add to Cart / Update Cart / Buy Now: the product page's, the quick view's, the cards' and the wish list's form. */
export async function changeCartLine(previous: unknown, form: FormData) {
  return changeLine(previous, form);
}

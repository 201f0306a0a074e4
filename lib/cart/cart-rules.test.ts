import { cartData, cartItemData, productData, warningData } from '@/test/fixtures/cart';
import { promoRefusal } from './promo-error';
import { cartMoney } from './money';
import { cartControls } from './cart-controls';
import { addBlocked, addToastOptions } from './add-outcome';
import { addButtonMode, cartItemCount, cartLines, findCartLine, varianceLabels } from './items';
import { orderTaxDisplay, totalRows } from './totals';
import { UNAVAILABLE_TOAST_MS, warningAction, warningToast } from './warning-actions';

describe('cart lines', () => {
  const shirt = productData();
  const cart = cartData([cartItemData(shirt, 2)]);

  it('finds a variant already in the cart and reads the button as update', () => {
    expect(findCartLine(cart, 'p-1', 'color:red')?.quantity).toBe(2);
    expect(addButtonMode(cart, 'p-1', 'color:red')).toBe('update');
  });

  it('reads the button as add for another variant or an empty cart', () => {
    expect(addButtonMode(cart, 'p-1', 'color:blue')).toBe('add');
    expect(addButtonMode(null, 'p-1', 'color:red')).toBe('add');
  });

  it('counts units for the badge and lists nothing without a cart', () => {
    expect(cartItemCount(cart)).toBe(2);
    expect(cartItemCount(undefined)).toBe(0);
    expect(cartLines(null)).toEqual([]);
  });
});

describe('totals display', () => {
  // The rows of an answer with amounts; [] for one without.
  const shown = (...args: Parameters<typeof totalRows>) => totalRows(...args) ?? [];

  it('has no rows for an answer without amounts (hidden prices): the page says the shop confirms the total', () => {
    expect(
      totalRows(
        cartData([cartItemData(productData())], {
          subTotal: null,
          deliveryChargers: null,
          tax: null,
          totalPriceDiscounts: null,
          total: null,
        }),
      ),
    ).toBeNull();
    expect(shown(cartData([cartItemData(productData())]))).not.toEqual([]);
  });

  it('shows only sub total and total for a plain cart', () => {
    expect(shown(cartData([cartItemData(productData())])).map((r) => r.key)).toEqual(['subTotal', 'total']);
  });

  it('adds delivery, tax and discounts when the cart has them, discounts taken off', () => {
    const rows = shown(cartData([], { deliveryMethod: 'delivery', deliveryChargers: 350, tax: 100, totalPriceDiscounts: 500 }));
    expect(rows.map((r) => r.key)).toEqual(['subTotal', 'deliveryCharges', 'tax', 'discounts', 'total']);
    expect(rows.find((r) => r.key === 'discounts')?.negative).toBe(true);
    expect(rows.at(-1)?.emphasis).toBe(true);
  });

  it('shows free delivery once delivery is chosen', () => {
    expect(shown(cartData([], { deliveryMethod: 'delivery' })).map((r) => r.key)).toContain('deliveryCharges');
  });

  it('leaves the delivery charge open, not free, until a delivery plan is chosen', () => {
    const charge = (overrides: Parameters<typeof cartData>[1]) => shown(cartData([], overrides)).find((r) => r.key === 'deliveryCharges');
    expect(charge({ deliveryMethod: 'delivery', deliveryPlan: null })).toMatchObject({ amount: 0, pending: true });
    expect(
      charge({ deliveryMethod: 'delivery', deliveryPlan: { id: 'std', label: { en: 'Standard' }, price: 350 }, deliveryChargers: 350 }),
    ).toMatchObject({ amount: 350, pending: false });
    // A plan that really costs nothing is free delivery.
    expect(charge({ deliveryMethod: 'delivery', deliveryPlan: { id: 'free', label: { en: 'Free' }, price: 0 } })).toMatchObject({
      amount: 0,
      pending: false,
    });
  });

  it('reads an order’s tax as included when its total does not add it, whatever the shop says today', () => {
    const included = {
      subTotal: 1100,
      deliveryChargers: 350,
      tax: 100,
      totalPriceDiscounts: 110,
      total: 1340,
      deliveryMethod: 'delivery' as const,
    };
    const added = { ...included, total: 1440 };
    expect(orderTaxDisplay(included)).toBe('INCLUDED');
    expect(shown(included, orderTaxDisplay(included)).map((r) => r.key)).toContain('taxIncluded');
    expect(orderTaxDisplay(added)).toBe('ADDED_AT_CHECKOUT');
    expect(shown(added, orderTaxDisplay(added)).map((r) => r.key)).toContain('tax');
    expect(orderTaxDisplay({ ...included, tax: 0, total: 1340 })).toBeUndefined();
  });

  it('never leaves an order’s delivery charge open: it is final', () => {
    const order = { subTotal: 1000, deliveryChargers: 0, tax: 0, totalPriceDiscounts: 0, total: 1000, deliveryMethod: 'delivery' as const };
    expect(shown(order).find((r) => r.key === 'deliveryCharges')?.pending).toBe(false);
  });
});

describe('cart warning actions', () => {
  it('offers Adjust to the available quantity for low stock', () => {
    expect(warningAction(warningData({ availableQuantity: 3 }))).toEqual({
      kind: 'adjust',
      productId: 'p-1',
      varianceKey: 'color:red',
      quantity: 3,
    });
  });

  it.each(['UNAVAILABLE', 'PRODUCT_DISABLED'] as const)('offers Remove for %s', (type) => {
    expect(warningAction(warningData({ type, availableQuantity: 0 })).kind).toBe('remove');
  });

  it('closes the unavailable toast after 5000 ms and keeps the others until the shopper acts', () => {
    expect(warningToast('k', warningData({ type: 'UNAVAILABLE' }), 'en').duration).toBe(UNAVAILABLE_TOAST_MS);
    expect(UNAVAILABLE_TOAST_MS).toBe(5000);
    expect(warningToast('k', warningData(), 'en').duration).toBe(Infinity);
    expect(warningToast('k', warningData({ type: 'PRODUCT_DISABLED' }), 'en').messageKey).toBe('disabled');
  });

  it('fills the message with the localized product name, variances and count', () => {
    const t = warningToast('k', warningData({ productName: { en: 'Shirt', si: 'කමිසය' } }), 'si');
    expect(t).toMatchObject({ messageKey: 'lowStock', actionKey: 'adjust', values: { count: 2, product: 'කමිසය', variances: 'Red' } });
  });

  it('names the variances in the shopper language from the cart line, not the API’s English text', () => {
    const shirt = productData({
      variances: [{ id: 'color', label: { en: 'Colour' }, type: 'RADIO', values: [{ label: { en: 'Red', ta: 'சிவப்பு' }, value: 'red' }] }],
      values: { color: 'red' },
    });
    expect(warningToast('k', warningData(), 'ta', cartItemData(shirt)).values.variances).toBe('சிவப்பு');
    expect(warningToast('k', warningData(), 'ta').values.variances).toBe('Red');
  });

  it('gives one toast id per item and situation', () => {
    expect(warningToast('a', warningData(), 'en').id).not.toBe(warningToast('b', warningData(), 'en').id);
    expect(warningToast('a', warningData(), 'en').id).toBe(warningToast('a', warningData(), 'en').id);
  });
});

describe('which toast an add shows', () => {
  it('blocks an out-of-stock, unavailable or unpriced product', () => {
    expect(addBlocked(productData({ quantity: 0 }), 'LKR', 1)).toBe(true);
    expect(addBlocked(productData({ availability: false }), 'LKR', 1)).toBe(true);
    expect(addBlocked(productData({ price: { USD: 20 } }), 'LKR', 1)).toBe(true);
    expect(addBlocked(productData({ quantity: 2 }), 'LKR', 3)).toBe(true);
  });

  it('allows a priced product in stock, and one without stock tracking', () => {
    expect(addBlocked(productData(), 'LKR', 1)).toBe(false);
    expect(addBlocked(productData({ quantity: null, price: {} }), 'LKR', 5)).toBe(false);
  });

  it('gives one toast per cart line, so Add then Update replaces the first toast', () => {
    const first = addToastOptions({ productId: 'p1', varianceKey: 'size=m' });
    expect(first).toMatchObject({ duration: 2000, position: 'top-right' });
    expect(addToastOptions({ productId: 'p1', varianceKey: 'size=m' }).id).toBe(first.id);
    expect(addToastOptions({ productId: 'p1', varianceKey: 'size=l' }).id).not.toBe(first.id);
    expect(addToastOptions({ productId: 'p2', varianceKey: 'size=m' }).id).not.toBe(first.id);
  });
});

describe('cart controls by site settings', () => {
  const open = { useSiteAsCatalog: false, isRegisteredUsersOnly: false };
  it('hides every cart control in catalogue mode', () => {
    expect(cartControls({ ...open, useSiteAsCatalog: true }, true)).toBe('hidden');
  });
  it('turns them into sign-in triggers for guests of a registered-users-only site', () => {
    expect(cartControls({ ...open, isRegisteredUsersOnly: true }, false)).toBe('login');
    expect(cartControls({ ...open, isRegisteredUsersOnly: true }, true)).toBe('cart');
  });
  it('works as a cart otherwise', () => {
    expect(cartControls(open, false)).toBe('cart');
  });
});

describe('cart amounts', () => {
  it("uses the merchant's symbol for the shopper's currency", () => {
    expect(cartMoney(1500, 'LKR', { code: 'LKR', symbol: 'Rs' }, 'en')).toMatch(/^Rs\s?1,500\.00$/);
  });
  it('formats a cart still in another currency with its own code', () => {
    expect(cartMoney(20, 'USD', { code: 'LKR', symbol: 'Rs' }, 'en')).not.toContain('Rs');
  });
});

describe('variance labels of a cart product', () => {
  it('shows the chosen value labels in the shopper language', () => {
    const product = productData({
      variances: [
        { id: 'color', label: { en: 'Colour' }, type: 'RADIO', values: [{ label: { en: 'Red', si: 'රතු' }, value: 'red' }] },
        { id: 'size', label: { en: 'Size' }, type: 'DROPDOWN', values: [{ label: { en: 'Large' }, value: 'l' }] },
      ],
      values: { color: 'red', size: 'l' },
    });
    expect(varianceLabels(product, 'en')).toBe('Red, Large');
    expect(varianceLabels(product, 'si')).toBe('රතු, Large');
  });
});

describe('refused promo codes', () => {
  it.each([
    ['Invalid Promo code.', 'invalidPromoCode'],
    ['Invalid code', 'invalidCode'],
    ['Sorry, this promo code has expired.', 'expired'],
    ['Entered promo code has already been used', 'alreadyUsed'],
    ['You must be a registered customer to use this code', 'registeredCustomerOnly'],
    ['Reached maximum number of claims for this code.', 'maxClaimsReached'],
  ])('reads "%s" as the %s message', (text, key) => {
    expect(promoRefusal(text)).toEqual({ key });
  });

  it('leaves any other refusal as the API worded it', () => {
    expect(promoRefusal('Conflict.')).toBeNull();
  });
});

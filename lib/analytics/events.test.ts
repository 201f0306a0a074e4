import { EVENT_NAMES, itemsValue, orderEvent, pageView, productEvent, search } from './events';

describe('the tracking events of spec §6', () => {
  it('are the fifteen names of the spec', () => {
    expect([...EVENT_NAMES].sort()).toEqual(
      [
        'PageView',
        'Search',
        'CustomizeProduct',
        'AddToCart',
        'InitiateCheckout',
        'AddShippingDetails',
        'PaymentAndBilling',
        'PromoApply',
        'PlaceOrderCOD',
        'PlaceOrderCard',
        'IPGFailure',
        'ViewContent',
        'PaymentCompleteCOD',
        'PaymentComplete',
        'Purchase',
      ].sort(),
    );
  });

  it('value a product line at price × quantity, in the given currency', () => {
    expect(productEvent('AddToCart', 'LKR', { id: 'p-1', name: 'Clay pot', price: 1250.5, quantity: 3 })).toEqual({
      name: 'AddToCart',
      currency: 'LKR',
      value: 3751.5,
      items: [{ id: 'p-1', name: 'Clay pot', price: 1250.5, quantity: 3 }],
    });
  });

  it('value an order by its total when given, else by its lines, and carry the order id and coupon', () => {
    const items = [
      { id: 'a', price: 100, quantity: 2 },
      { id: 'b', price: 0.1, quantity: 3 },
    ];
    expect(itemsValue(items)).toBe(200.3);
    expect(orderEvent('InitiateCheckout', { currency: 'USD', items }).value).toBe(200.3);
    expect(orderEvent('Purchase', { currency: 'USD', items, value: 450, orderId: 'o-9', coupon: 'AVURUDU' })).toMatchObject({
      value: 450,
      orderId: 'o-9',
      coupon: 'AVURUDU',
    });
  });

  it('name the page of a PageView and the term of a Search', () => {
    expect(pageView('/search')).toEqual({ name: 'PageView', path: '/search' });
    expect(search('tea')).toEqual({ name: 'Search', searchTerm: 'tea' });
  });
});

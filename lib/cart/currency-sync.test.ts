import { currencyToSet } from './currency-sync';

describe('the cart currency follows the chosen currency', () => {
  it('asks to change an open cart priced in another currency', () => {
    expect(currencyToSet({ selectedCurrency: 'LKR', orderStatus: 'OPEN' }, 'USD')).toBe('USD');
  });

  it('leaves a cart already in the chosen currency alone', () => {
    expect(currencyToSet({ selectedCurrency: 'USD', orderStatus: 'OPEN' }, 'USD')).toBeNull();
  });

  it.each(['ON_PAYMENT', 'ORDER_PLACED'] as const)('never changes a cart that is %s', (orderStatus) => {
    expect(currencyToSet({ selectedCurrency: 'LKR', orderStatus }, 'USD')).toBeNull();
  });
});

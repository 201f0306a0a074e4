import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { changeLocationNotice } from './change-notice';

describe('what the change-location modal says', () => {
  it('warns that the cart will be cleared when it has items', () => {
    expect(changeLocationNotice(cartData([cartItemData(productData(), 2)]))).toBe('changeDescription');
  });

  it('does not speak of clearing an empty cart, or a cart the shopper never had', () => {
    expect(changeLocationNotice(cartData([]))).toBe('changeDescriptionEmptyCart');
    expect(changeLocationNotice(null)).toBe('changeDescriptionEmptyCart');
  });

  it('warns while the cart is not known yet', () => {
    expect(changeLocationNotice(undefined)).toBe('changeDescription');
  });
});

import en from '@/messages/en.json';
import type { MessageTree } from '@/lib/api/schemas';
import { requestRefusalKey } from './request-error';

function enText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as MessageTree)[part] : undefined), en);
}

describe('checkout refusals in the shopper language', () => {
  it.each([
    ['Please fill the mandatory fields', 'validation.mandatoryFields'],
    ['Deliveries are not available for your area', 'errors.deliveriesNotAvailable'],
    ['Some items in your cart sold out meanwhile', 'errors.itemsSoldOut'],
    [' Contact number is invalid ', 'validation.contactNumberInvalid'],
    ['City/Province/District should be selected', 'validation.placeSelectionRequired'],
    ['Your cart is empty', 'cart.empty'],
    ['Add an item to your cart before attaching a file', 'errors.fileNeedsCart'],
    ['Entered promo code has already been used', 'promo.alreadyUsed'],
  ])('knows “%s” as %s', (text, key) => {
    expect(requestRefusalKey(text)).toBe(key);
  });

  it('leaves an unknown refusal to be shown as the API wrote it', () => {
    expect(requestRefusalKey('Something nobody planned for')).toBeNull();
  });

  it('maps every known refusal to an English message that says the same (spec texts stay exact)', () => {
    const mapped = [
      'Please fill the mandatory fields',
      'Deliveries are not available for your area',
      'This delivery plan is not available for your area',
      'Some items in your cart sold out meanwhile',
      'Choose the pickup store first',
      'Add the shipping address first',
      'Choose the shop location first',
      'This store does not serve the chosen shop location',
      'Your payment has been received: complete it before changing the cart',
      'Your cart is empty',
      'You do not have permission to view this order!',
      'First name cannot be empty',
      'Last name cannot be empty',
      'Address Line 1 cannot be empty',
      'City/Province/District should be selected',
      'City information is required',
      'Postal code is invalid',
      'Country should not be empty',
      'Contact number is invalid',
      'Please enter a contact number that is valid for the express courier',
      'Add an item to your cart before attaching a file',
      'Entered promo code has already been used',
    ];
    for (const text of mapped) expect([text, enText(requestRefusalKey(text) ?? '')]).toEqual([text, text]);
  });
});

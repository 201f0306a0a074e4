import type { CountryInfo } from '@/lib/api/schemas';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { addressFormSchema, addressToForm, checkoutEmailSchema, formToAddress, type AddressFormValues } from './address-form';
import { firstOpenStep, paymentOptions, purchaseRefusal, shippingComplete, stepReachable } from './checkout-steps';

const info: CountryInfo = {
  name: 'Sri Lanka',
  code: 'LK',
  provinces: [{ id: 'wp', name: { en: 'Western', si: 'බස්නාහිර' }, districts: [{ id: 'col', name: { en: 'Colombo' }, provinceId: 'wp' }] }],
};
const colombo7 = { id: 'c-7', name: { en: 'Colombo 07' }, postalCode: '00700', districtId: 'col', provinceId: 'wp', deliverable: true };
const cities = [colombo7];
const filled: AddressFormValues = {
  firstName: 'Nimal',
  lastName: 'Perera',
  addressLine1: '12 Flower Rd',
  addressLine2: '',
  country: 'Sri Lanka',
  provinceId: 'wp',
  districtId: 'col',
  cityId: 'c-7',
  postalCode: '00700',
  contactNumber: '+94 77 123 4567',
};

function firstErrors(values: Partial<AddressFormValues>) {
  const result = addressFormSchema.safeParse({ ...filled, ...values });
  const seen: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) seen[String(issue.path[0])] ??= issue.message;
  return seen;
}

describe('address form rules (spec §5 messages)', () => {
  it('accepts a complete address', () => {
    expect(firstErrors({})).toEqual({});
  });

  it('names each missing field with its own message', () => {
    const blank = Object.fromEntries(Object.keys(filled).map((k) => [k, ''])) as AddressFormValues;
    expect(firstErrors(blank)).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      addressLine1: 'addressLine1Required',
      country: 'countryRequired',
      provinceId: 'placeSelectionRequired',
      districtId: 'placeSelectionRequired',
      cityId: 'placeSelectionRequired',
      postalCode: 'postalCodeRequired',
      contactNumber: 'contactNumberRequired',
    });
  });

  it('tells an invalid postal code and contact number apart from empty ones', () => {
    expect(firstErrors({ postalCode: '12ab', contactNumber: 'call me' })).toEqual({
      postalCode: 'postalCodeInvalid',
      contactNumber: 'contactNumberInvalid',
    });
  });

  it('refuses a malformed checkout email with "*Email is invalid"', () => {
    for (const email of ['nobody', 'a@b', 'guest@', '@example.com']) {
      const r = checkoutEmailSchema.safeParse({ email });
      expect(r.success ? null : r.error.issues.map((i) => i.message)).toEqual(['checkoutEmailInvalid']);
    }
    expect(checkoutEmailSchema.safeParse({ email: ' guest@example.com ' }).success).toBe(true);
  });

  it('asks for the mandatory fields when the checkout email is left empty, not that it is invalid', () => {
    for (const email of ['', '   ']) {
      const r = checkoutEmailSchema.safeParse({ email });
      expect(r.success ? null : r.error.issues.map((i) => i.message)).toEqual(['mandatoryFields']);
    }
  });

  it('turns the form into the contract address with names in the shopper language, and back', () => {
    const address = formToAddress(filled, info, cities, 'si');
    expect(address).toMatchObject({ province: 'බස්නාහිර', district: 'Colombo', city: 'Colombo 07', cityId: 'c-7' });
    expect(address && addressToForm(address, 'Sri Lanka', info)).toEqual(filled);
  });

  it('prefills province and district from the saved city (find_by_id) when the saved names no longer match', () => {
    const address = formToAddress(filled, info, cities, 'en');
    if (!address) throw new Error('expected an address');
    const renamed = { ...address, province: 'Western Province', district: 'Colombo District' };
    expect(addressToForm(renamed, 'Sri Lanka', info)).toMatchObject({ provinceId: '', districtId: '', cityId: '' });
    expect(addressToForm(renamed, 'Sri Lanka', info, colombo7)).toMatchObject({ provinceId: 'wp', districtId: 'col', cityId: 'c-7' });
    // A city answer for another id, or one the country's lists do not know, leaves the names to decide.
    expect(addressToForm(address, 'Sri Lanka', info, { ...colombo7, id: 'c-9' })).toEqual(filled);
    expect(addressToForm(address, 'Sri Lanka', info, { ...colombo7, provinceId: 'np' })).toEqual(filled);
  });

  it('starts an empty form in the merchant country', () => {
    expect(addressToForm(null, 'Sri Lanka', info)).toMatchObject({ country: 'Sri Lanka', provinceId: '', cityId: '' });
  });
});

describe('checkout steps', () => {
  const base = cartData([cartItemData(productData())]);
  const address = formToAddress(filled, info, cities, 'en');

  it('starts at account details, then shipping, then payment', () => {
    expect(firstOpenStep(base)).toBe('account');
    expect(firstOpenStep({ ...base, email: 'a@b.co' })).toBe('shipping');
    const shipped = {
      ...base,
      email: 'a@b.co',
      deliveryMethod: 'delivery' as const,
      shippingAddress: address,
      deliveryPlan: { id: 'std', label: { en: 'Standard' }, price: 350 },
    };
    expect(firstOpenStep(shipped)).toBe('payment');
    expect(stepReachable(base, 'payment')).toBe(false);
    expect(stepReachable(shipped, 'account')).toBe(true);
  });

  it('needs an outlet and an open date and time for store pickup', () => {
    const pickup = { ...base, deliveryMethod: 'store' as const, store: 'o-1' };
    expect(shippingComplete(pickup)).toBe(false);
    expect(shippingComplete({ ...pickup, storePickupDueDate: '2026-11-23', storePickupDueTime: '10:00' })).toBe(true);
  });

  it('offers card or cash only when every item accepts it', () => {
    expect(paymentOptions(base)).toEqual(['CARD', 'CASH']);
    const noCash = cartData([cartItemData(productData()), cartItemData(productData({ id: 'p-2', cashOnDelivery: false }))]);
    expect(paymentOptions(noCash)).toEqual(['CARD']);
  });
});

describe('a refused purchase', () => {
  it('asks for the mandatory fields when something is missing', () => {
    expect(purchaseRefusal(['email', 'billingAddress'])).toEqual({ mandatory: true, deliveryArea: false });
  });
  it('says deliveries do not reach the area', () => {
    expect(purchaseRefusal(['deliveryArea'])).toEqual({ mandatory: false, deliveryArea: true });
  });
  it('adds nothing for warnings or a promo code alone (they show elsewhere)', () => {
    expect(purchaseRefusal(['promoCode'])).toEqual({ mandatory: false, deliveryArea: false });
    expect(purchaseRefusal(undefined)).toEqual({ mandatory: false, deliveryArea: false });
  });
});

import type { SavedAddress } from '@/lib/api/profile-schemas';
import { checkoutAddresses, toCartAddress } from './saved-addresses';

const saved = (id: string): SavedAddress => ({
  id,
  userId: 'u1',
  firstName: 'Nimal',
  lastName: 'Perera',
  addressLine1: `${id} Road`,
  addressLine2: '',
  province: 'Western',
  district: 'Colombo',
  city: 'Colombo 07',
  cityId: 'c-7',
  postalCode: '00700',
  country: 'Sri Lanka',
  contactNumber: '+94771234567',
  geoCoordinates: null,
});

describe('saved addresses at checkout', () => {
  it('puts the default shipping address first and keeps the rest in order', () => {
    const addresses = [saved('a'), saved('b'), saved('c')];
    expect(checkoutAddresses({ addresses, defaultShippingAddress: 'b' }).map((a) => a.id)).toEqual(['b', 'a', 'c']);
    expect(checkoutAddresses({ addresses, defaultShippingAddress: null }).map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives the cart the address without its id and owner', () => {
    const address = toCartAddress(saved('a'));
    expect(address).not.toHaveProperty('id');
    expect(address).not.toHaveProperty('userId');
    expect(address).toMatchObject({ addressLine1: 'a Road', cityId: 'c-7' });
  });
});

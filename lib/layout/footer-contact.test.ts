import type { InventoryLocation, SiteSchema } from '@/lib/api/schemas';
import { footerContact, telHref } from './footer-contact';

const footer = {
  address: '12 Galle Road',
  addressTwo: null,
  city: 'Colombo 03',
  postalCode: '00300',
  telephone: '+94 11 234 5678',
  email: 'hello@shop.lk',
} as SiteSchema['footer'];

const kandy: InventoryLocation = {
  id: 'loc-kandy',
  name: 'Kandy',
  address: {
    addressLine1: '5 Temple Street',
    addressLine2: null,
    city: 'Kandy',
    province: 'Central',
    postalCode: '20000',
    contactNumber: '081 222 3333',
    contactNumber2: null,
  },
};

describe('footer contact details', () => {
  it('show the selected location address and phone', () => {
    expect(footerContact(footer, kandy)).toEqual({
      address: ['Kandy', '5 Temple Street', 'Kandy 20000', 'Central'],
      phone: '081 222 3333',
      email: 'hello@shop.lk',
    });
  });

  it("fall back to the merchant's footer address without a location", () => {
    expect(footerContact(footer, null)).toEqual({
      address: ['12 Galle Road', 'Colombo 03 00300'],
      phone: '+94 11 234 5678',
      email: 'hello@shop.lk',
    });
  });

  it('leave out what the merchant left empty', () => {
    expect(footerContact({ ...footer, telephone: ' ', email: '' }, null)).toMatchObject({ phone: null, email: null });
  });

  it('dial only digits and a plus', () => {
    expect(telHref('+94 (11) 234-5678')).toBe('tel:+94112345678');
  });
});

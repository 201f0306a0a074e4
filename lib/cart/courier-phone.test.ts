import { countryCodeOf, isCourierContactNumber } from './courier-phone';

describe('the express courier contact number (spec §5)', () => {
  it('knows the country by code or English name', () => {
    expect(countryCodeOf('Sri Lanka')).toBe('LK');
    expect(countryCodeOf(' lk ')).toBe('LK');
    expect(countryCodeOf('Bangladesh')).toBe('BD');
    expect(countryCodeOf('Atlantis')).toBeNull();
  });

  it('accepts Sri Lankan mobile and landline numbers, national or international', () => {
    for (const n of ['+94 77 123 4567', '077 123 4567', '0112345678', '+94 11 234 5678', '+94771234567']) {
      expect(isCourierContactNumber(n, 'Sri Lanka')).toBe(true);
    }
  });

  it('refuses numbers that only look like one: too short, all zeros, another country', () => {
    for (const n of ['000 000 0000', '+94 12 345', '077 123', '+1 202 555 0100']) {
      expect(isCourierContactNumber(n, 'Sri Lanka')).toBe(false);
    }
  });

  it('judges by the country: a Bangladeshi mobile is valid for Bangladesh only', () => {
    expect(isCourierContactNumber('01712 345678', 'Bangladesh')).toBe(true);
    expect(isCourierContactNumber('01712 345678', 'Sri Lanka')).toBe(false);
  });

  it('with an unknown country, accepts an international number that is valid somewhere', () => {
    expect(isCourierContactNumber('+94 77 123 4567', 'Atlantis')).toBe(true);
    expect(isCourierContactNumber('12345', 'Atlantis')).toBe(false);
  });
});

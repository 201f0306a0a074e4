import { timeZoneForCountry } from './time-zone';

describe('merchant time zone', () => {
  it('is Colombo for Sri Lanka, by name or code', () => {
    for (const country of ['Sri Lanka', 'sri  lanka', 'LK', 'lk', ' LKA ']) expect(timeZoneForCountry(country)).toBe('Asia/Colombo');
  });

  it('is Dhaka for Bangladesh, by name or code', () => {
    for (const country of ['Bangladesh', 'BD', 'BGD']) expect(timeZoneForCountry(country)).toBe('Asia/Dhaka');
  });

  it('is Manila otherwise', () => {
    for (const country of ['Philippines', 'IN', '', null, undefined]) expect(timeZoneForCountry(country)).toBe('Asia/Manila');
  });
});

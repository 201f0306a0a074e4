import { affiliateUrl, sessionStep, shopPathOf } from './affiliate-session';

describe('affiliate session rules', () => {
  it("'Invalid' ends the session; a new token is recorded; the same token, junk or nothing changes nothing", () => {
    expect(sessionStep('Invalid', 'abcdefgh12')).toEqual({ kind: 'clear' });
    expect(sessionStep('Invalid', null)).toEqual({ kind: 'clear' });
    expect(sessionStep('abcdefgh12', null)).toEqual({ kind: 'record', token: 'abcdefgh12' });
    expect(sessionStep('zyxwvuts98', 'abcdefgh12')).toEqual({ kind: 'record', token: 'zyxwvuts98' });
    expect(sessionStep('abcdefgh12', 'abcdefgh12')).toEqual({ kind: 'none' });
    expect(sessionStep('<script>', null)).toEqual({ kind: 'none' });
    expect(sessionStep(null, 'abcdefgh12')).toEqual({ kind: 'none' });
  });

  it('takes a path or an address of this shop, never another site', () => {
    const origin = ['https://shop.example'];
    expect(shopPathOf('/', origin)).toBe('/');
    expect(shopPathOf('/products/tee?color=red', origin)).toBe('/products/tee?color=red');
    expect(shopPathOf('https://shop.example/search?query=tea&am_aid=old123456', origin)).toBe('/search?query=tea');
    expect(shopPathOf('products/tee', origin)).toBe('/products/tee');
    expect(shopPathOf('https://evil.example/', origin)).toBeNull();
    expect(shopPathOf('//evil.example/x', origin)).toBeNull();
    expect(shopPathOf('javascript:alert(1)', origin)).toBeNull();
    expect(shopPathOf('  ', origin)).toBeNull();
  });

  it('takes an address on every name the shop answers on, and only those', () => {
    const names = ['https://shop.example', 'https://www.shop.example:8443'];
    expect(shopPathOf('https://www.shop.example:8443/products/tee?am_aid=x1234567#top', names)).toBe('/products/tee');
    expect(shopPathOf('https://shop.example/cart', names)).toBe('/cart');
    expect(shopPathOf('https://www.shop.example/products/tee', names)).toBeNull();
    expect(shopPathOf('http://www.shop.example:8443/products/tee', names)).toBeNull();
    expect(shopPathOf('https://www.shop.example:8443/products/tee', ['https://shop.example'])).toBeNull();
    expect(shopPathOf('/.//evil.example', names)).toBeNull();
    expect(shopPathOf('https://www.shop.example:8443/%2F%2Fevil.example', names)).toBeNull();
  });

  it('adds the token to the shared address', () => {
    expect(affiliateUrl('https://shop.example', '/search?query=tea', 'abc12345')).toBe(
      'https://shop.example/search?query=tea&am_aid=abc12345',
    );
    expect(affiliateUrl('https://shop.example', '/', 'abc12345')).toBe('https://shop.example/?am_aid=abc12345');
  });
});

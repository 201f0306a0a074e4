import { safeLink } from './safe-link';

describe('merchant links', () => {
  it('keeps same-site paths internal', () => {
    expect(safeLink('/search?tags=cat/shoes')).toEqual({ kind: 'internal', href: '/search?tags=cat/shoes' });
    expect(safeLink(' /information/page/about ')).toEqual({ kind: 'internal', href: '/information/page/about' });
  });
  it('lets http(s), mailto and tel through as external links', () => {
    expect(safeLink('https://facebook.com/shop')).toEqual({ kind: 'external', href: 'https://facebook.com/shop' });
    expect(safeLink('mailto:hello@shop.lk')?.kind).toBe('external');
    expect(safeLink('tel:+94112345678')?.kind).toBe('external');
  });
  it('refuses script URLs, protocol-relative and malformed links', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,hi')).toBeNull();
    expect(safeLink('//evil.example')).toBeNull();
    expect(safeLink('/\\evil.example')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

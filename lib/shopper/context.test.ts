import {
  decodeContext,
  decodeVariantSegment,
  encodeContext,
  encodeVariantSegment,
  isCanonicalVariantSegment,
  looksLikeContext,
} from './context';

describe('shopper context carried in the rewritten path', () => {
  it('round-trips language, currency and location', () => {
    const ctx = { locale: 'si' as const, currency: 'USD', inventoryId: 'loc-kandy' };
    expect(decodeContext(encodeContext(ctx))).toEqual(ctx);
    expect(decodeContext(encodeContext({ ...ctx, inventoryId: null }))).toEqual({ ...ctx, inventoryId: null });
  });

  it('rejects anything that is not a context', () => {
    expect(decodeContext('search')).toBeNull();
    expect(decodeContext('fr~LKR~_')).toBeNull();
    expect(decodeContext('en~lkr~_')).toBeNull();
    expect(decodeContext('en~LKR~../x')).toBeNull();
  });

  it('reads a malformed escape as no context instead of failing', () => {
    expect(decodeContext('%~LKR~_')).toBeNull();
    expect(decodeContext('%E0%A4%A')).toBeNull();
    expect(decodeVariantSegment('%E0%A4%A').size).toBe(0);
  });

  it('recognises a client-written context segment, escaped or not', () => {
    expect(looksLikeContext('en~XYZ~_')).toBe(true);
    expect(looksLikeContext('%25~LKR~_')).toBe(true);
    expect(looksLikeContext('en%7ELKR%7E_')).toBe(true);
    expect(looksLikeContext('products')).toBe(false);
    expect(looksLikeContext('si')).toBe(false);
  });

  it('folds variant query pairs into one stable segment, without tracking parameters', () => {
    const a = encodeVariantSegment(new URLSearchParams('size=l&color=red&utm_source=x&am_aid=abc'));
    const b = encodeVariantSegment(new URLSearchParams('color=red&size=l'));
    expect(a).toBe(b);
    expect(Object.fromEntries(decodeVariantSegment(a))).toEqual({ color: 'red', size: 'l' });
    expect(encodeVariantSegment(new URLSearchParams('utm_medium=mail'))).toBe('_');
    expect([...decodeVariantSegment('_')]).toEqual([]);
  });

  it('keeps only pairs that can name a variance: one value per name, short, at most six', () => {
    expect(decodeURIComponent(encodeVariantSegment(new URLSearchParams('size=l&size=xl&color=')))).toBe('size=l');
    expect(encodeVariantSegment(new URLSearchParams(`color=${'r'.repeat(81)}&a b=1&%3Cx%3E=1`))).toBe('_');
    const many = new URLSearchParams(Array.from({ length: 9 }, (_, i) => [`v${i}`, 'x']));
    expect([...decodeVariantSegment(encodeVariantSegment(many)).keys()]).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'v5']);
  });

  it('tells a canonical variant segment from one with other pairs', () => {
    const canonical = new URLSearchParams('size=l&color=red');
    expect(isCanonicalVariantSegment('color=red&size=l', canonical)).toBe(true);
    expect(isCanonicalVariantSegment('color=red&size=l&x=1', canonical)).toBe(false);
    expect(isCanonicalVariantSegment('color%3Dred%26size%3Dl', canonical)).toBe(true);
    expect(isCanonicalVariantSegment('_', new URLSearchParams())).toBe(true);
    expect(isCanonicalVariantSegment('x=1', new URLSearchParams())).toBe(false);
    // A last segment the proxy never writes, e.g. /products/x/extra, is not the product's own address.
    expect(isCanonicalVariantSegment('extra', new URLSearchParams())).toBe(false);
    expect(isCanonicalVariantSegment('size=l&color=red', canonical)).toBe(false);
  });
});

import { decodeContext, decodeVariantSegment, encodeContext, encodeVariantSegment } from './context';

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

  it('folds variant query pairs into one stable segment, without tracking parameters', () => {
    const a = encodeVariantSegment(new URLSearchParams('size=l&color=red&utm_source=x&am_aid=abc'));
    const b = encodeVariantSegment(new URLSearchParams('color=red&size=l'));
    expect(a).toBe(b);
    expect(Object.fromEntries(decodeVariantSegment(a))).toEqual({ color: 'red', size: 'l' });
    expect(encodeVariantSegment(new URLSearchParams('utm_medium=mail'))).toBe('_');
    expect([...decodeVariantSegment('_')]).toEqual([]);
  });
});

import { negotiateLocale } from './negotiate-locale';

describe('language of a visit without a language prefix', () => {
  const all = ['en', 'si', 'ta'] as const;

  it('keeps a language the shopper chose before', () => {
    expect(negotiateLocale([...all], 'ta', 'si-LK,si;q=0.9')).toBe('ta');
  });

  it('follows the browser preference on a first visit', () => {
    expect(negotiateLocale([...all], undefined, 'si-LK,si;q=0.9,en;q=0.8')).toBe('si');
    expect(negotiateLocale([...all], undefined, 'fr-FR,ta;q=0.5,si;q=0.4')).toBe('ta');
  });

  it('honours quality weights, not only order', () => {
    expect(negotiateLocale([...all], undefined, 'en;q=0.3,si;q=0.9')).toBe('si');
  });

  it('falls back to the first configured language', () => {
    expect(negotiateLocale(['si', 'en'], undefined, 'fr-FR')).toBe('si');
    expect(negotiateLocale([...all], undefined, null)).toBe('en');
  });

  it('ignores a remembered language the merchant no longer offers', () => {
    expect(negotiateLocale(['en', 'si'], 'ta', 'ta')).toBe('en');
  });
});

import { preferredLanguage } from './accept-language';

const offered = ['en', 'si', 'ta'] as const;

describe('the Accept-Language negotiator', () => {
  it('takes the most wanted offered language by q-value, not by position', () => {
    expect(preferredLanguage('en;q=0.3, si;q=0.5, ta;q=0.9', offered)).toBe('ta');
    expect(preferredLanguage('fr, si-LK;q=0.8, en-GB;q=0.7', offered)).toBe('si');
  });

  it('keeps the header order between equal q-values and matches a region by its language', () => {
    expect(preferredLanguage('ta-LK, si', offered)).toBe('ta');
    expect(preferredLanguage('SI_lk', offered)).toBe('si');
  });

  it('refuses a language with q=0 and answers nothing when no offered language is wanted', () => {
    expect(preferredLanguage('ta;q=0, si;q=0.1', offered)).toBe('si');
    expect(preferredLanguage('ta;q=0', offered)).toBeUndefined();
    expect(preferredLanguage('fr, *;q=0.5', offered)).toBeUndefined();
    expect(preferredLanguage(null, offered)).toBeUndefined();
    expect(preferredLanguage('', offered)).toBeUndefined();
  });

  it('reads a header given twice as one list', () => {
    expect(preferredLanguage(['fr', 'ta;q=0.2, si;q=0.4'], offered)).toBe('si');
  });
});

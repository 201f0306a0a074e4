import { localize } from './localize';

describe('localized merchant texts', () => {
  it('uses the language asked for', () => {
    expect(localize({ en: 'Shoes', si: 'සපත්තු' }, 'si')).toBe('සපත්තු');
  });
  it('falls back to English, then to any language, then to empty', () => {
    expect(localize({ en: 'Shoes', si: ' ' }, 'si')).toBe('Shoes');
    expect(localize({ ta: 'காலணி' }, 'si')).toBe('காலணி');
    expect(localize({}, 'en')).toBe('');
    expect(localize(null, 'en')).toBe('');
  });
});

import { localize, onlyLocale } from './localize';

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
  it('cuts a map down to the text of one language, which localizes the same', () => {
    const text = { en: 'Shoes', si: 'සපත්තු', ta: 'காலணி' };
    expect(onlyLocale(text, 'si')).toEqual({ si: 'සපත්තු' });
    expect(onlyLocale({ en: 'Shoes', si: ' ' }, 'si')).toEqual({ si: 'Shoes' });
    expect(localize(onlyLocale({ en: 'Shoes', si: ' ' }, 'si'), 'si')).toBe('Shoes');
    expect(onlyLocale({}, 'en')).toEqual({});
    expect(onlyLocale(null, 'en')).toBeNull();
  });
});

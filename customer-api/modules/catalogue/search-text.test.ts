import { ftsMatchExpression, queryWords } from './search-text';

describe('shopper queries for the full-text index', () => {
  it('makes every word a quoted prefix, all required', () => {
    expect(ftsMatchExpression('Cotton tee')).toBe('"Cotton"* "tee"*');
  });

  it('drops search syntax and punctuation a shopper types', () => {
    expect(ftsMatchExpression('"tee" NOT -mug* NEAR(abc)')).toBe('"tee"* "NOT"* "mug"* "NEAR"* "abc"*');
    expect(ftsMatchExpression('name:tee')).toBe('"name"* "tee"*');
  });

  it('looks for one- and two-letter prefixes in names, brands and SKUs only', () => {
    expect(ftsMatchExpression('te a')).toBe('{name brand sku} : "te"* {name brand sku} : "a"*');
  });

  it('keeps Sinhala and Tamil words whole, vowel signs included', () => {
    expect(queryWords('තේ කෝප්පය')).toEqual(['තේ', 'කෝප්පය']);
    expect(queryWords('தேநீர் கோப்பை')).toEqual(['தேநீர்', 'கோப்பை']);
  });

  it('has no expression for a blank or punctuation-only query', () => {
    expect(ftsMatchExpression(undefined)).toBeNull();
    expect(ftsMatchExpression('   ')).toBeNull();
    expect(ftsMatchExpression('"*"-()')).toBeNull();
  });

  it('caps the number of words', () => {
    expect(queryWords(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))).toHaveLength(16);
  });
});

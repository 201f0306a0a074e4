import { slugify } from './slug';

describe('slug', () => {
  it('trims trailing space, hyphenates whitespace, turns # into _ and lowercases', () => {
    expect(slugify('Summer Dress #2  ')).toBe('summer-dress-_2');
  });

  it('turns each run of whitespace (tabs, newlines) into one hyphen', () => {
    expect(slugify('Red \t Cotton\nShirt')).toBe('red-cotton-shirt');
  });

  it('leaves an already-slugged text unchanged', () => {
    expect(slugify('red-l')).toBe('red-l');
  });

  it('handles empty text', () => {
    expect(slugify('   ')).toBe('');
  });
});

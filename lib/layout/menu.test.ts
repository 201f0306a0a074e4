import { dropdownRelatedCount, menuColumns, moreMenuColumns, splitIntoColumns, userDisplayName } from './menu';

describe('menu columns', () => {
  it.each([
    [0, 1],
    [7, 1],
    [8, 2],
    [20, 2],
    [21, 3],
    [30, 3],
    [31, 4],
    [100, 4],
  ])('%i items → %i columns', (count, columns) => {
    expect(menuColumns(count)).toBe(columns);
  });

  it.each([
    [7, 1],
    [8, 2],
    [20, 2],
    [21, 3],
    [31, 3],
    [100, 3],
  ])('More menu: %i items → %i columns', (count, columns) => {
    expect(moreMenuColumns(count)).toBe(columns);
  });

  it('splits items into top-to-bottom columns', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitIntoColumns([1, 2], 4)).toEqual([[1], [2]]);
    expect(splitIntoColumns([], 3)).toEqual([]);
  });
});

describe('dropdown related products', () => {
  it.each([
    [5, 4],
    [20, 4],
    [21, 3],
    [30, 3],
    [31, 2],
  ])('%i menu items → %i products', (count, products) => {
    expect(dropdownRelatedCount(count)).toBe(products);
  });
});

describe('header user name', () => {
  it('shows the first word only', () => {
    expect(userDisplayName('  Nimal Perera ')).toBe('Nimal');
  });

  it('cuts names over 15 characters and adds an ellipsis', () => {
    expect(userDisplayName('Abcdefghijklmnop Silva')).toBe('Abcdefghijklmno…');
    expect(userDisplayName('Abcdefghijklmno')).toBe('Abcdefghijklmno');
  });

  it('never cuts a Sinhala letter apart', () => {
    // 'කෝ' is one letter written as two code points (consonant + vowel sign).
    expect(userDisplayName('කෝ'.repeat(20))).toBe(`${'කෝ'.repeat(15)}…`);
    expect(userDisplayName('කෝ'.repeat(15))).toBe('කෝ'.repeat(15));
  });

  it("defaults to 'User', or the shopper-language word given", () => {
    expect(userDisplayName(null)).toBe('User');
    expect(userDisplayName('   ')).toBe('User');
    expect(userDisplayName(undefined, 'පරිශීලක')).toBe('පරිශීලක');
  });
});

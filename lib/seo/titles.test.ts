import { homePageTitle, merchantSeoTextApplies, searchPageTitle, titleWithSiteName } from './titles';

const template = (title: string) => `${title} | Lanka Living`;

describe('page titles with the shop name', () => {
  it('adds the shop name after a page title', () => {
    expect(titleWithSiteName('Clay Curry Pot', 'Lanka Living', template)).toBe('Clay Curry Pot | Lanka Living');
  });

  it('does not repeat the shop name a merchant SEO title already carries', () => {
    expect(titleWithSiteName('Clay Curry Pot | Lanka Living', 'Lanka Living', template)).toBe('Clay Curry Pot | Lanka Living');
    expect(titleWithSiteName('LANKA LIVING – Clay Curry Pot', 'Lanka Living', template)).toBe('LANKA LIVING – Clay Curry Pot');
  });

  it('is the shop name alone for an empty page title', () => {
    expect(titleWithSiteName('  ', 'Lanka Living', template)).toBe('Lanka Living');
  });
});

describe('the merchant SEO text (one untranslated string)', () => {
  it('stands for the page in the default language', () => {
    expect(merchantSeoTextApplies('en', { en: 'Clay Curry Pot', ta: 'மண் கறிச் சட்டி' })).toBe(true);
  });

  it('gives way to the page’s own text in another language', () => {
    expect(merchantSeoTextApplies('ta', { en: 'Clay Curry Pot', ta: 'மண் கறிச் சட்டி' })).toBe(false);
    expect(merchantSeoTextApplies('si', { en: 'Clay Curry Pot', si: 'මැටි හට්ටිය' })).toBe(false);
  });

  it('still stands where the page has nothing in that language', () => {
    expect(merchantSeoTextApplies('ta', { en: 'Clay Curry Pot' })).toBe(true);
    expect(merchantSeoTextApplies('si', { en: 'Clay Curry Pot', si: ' ' })).toBe(true);
  });
});

describe('search page titles', () => {
  const texts = { forQuery: (q: string) => `Search results for ${q}`, all: 'All products' };

  it('names the query', () => {
    expect(searchPageTitle('batik', 'Textiles', texts)).toBe('Search results for batik');
  });

  it('names the one category a category page lists, as its heading does', () => {
    expect(searchPageTitle(undefined, 'Kitchen & Dining', texts)).toBe('Kitchen & Dining');
  });

  it('is all products otherwise', () => {
    expect(searchPageTitle('', null, texts)).toBe('All products');
  });
});

describe('the home page title', () => {
  const merchantTitle = 'Lanka Living | Handmade Sri Lankan homeware';

  it('is the merchant’s SEO title in the default language', () => {
    expect(homePageTitle('en', merchantTitle, 'Lanka Living')).toBe(merchantTitle);
  });

  it('is the shop’s title in the shopper’s language elsewhere, not the untranslated one', () => {
    expect(homePageTitle('ta', merchantTitle, 'Lanka Living')).toBe('Lanka Living');
  });

  it('is the shop’s title when the merchant wrote none', () => {
    expect(homePageTitle('en', ' ', 'Lanka Living')).toBe('Lanka Living');
  });
});

import { relatedSearchFromLink } from './related-search';

describe('a menu related link as a product search', () => {
  it('reads tags, query and sort order from a search link', () => {
    expect(relatedSearchFromLink('/search?tags=cat/shoes&tags=brand/acme&sortBy=NEWEST&query=red', 4)).toEqual({
      query: 'red',
      first: 4,
      after: 0,
      source: 'search',
      tags: ['cat/shoes', 'brand/acme'],
      ranges: {},
      sortBy: 'NEWEST',
    });
  });

  it('asks for related products when the link names a product', () => {
    expect(relatedSearchFromLink('/search?related=p-12', 3)).toMatchObject({ source: 'related', related: 'p-12', first: 3 });
  });

  it('keeps a valid price range and drops an unknown sort order', () => {
    expect(relatedSearchFromLink('/search?r_price=100,500&sortBy=CHEAPEST', 2)).toMatchObject({
      ranges: { price: [100, 500] },
      sortBy: undefined,
    });
  });

  it('refuses links that are not a valid search', () => {
    expect(relatedSearchFromLink('/products/shoe', 4)).toBeNull();
    expect(relatedSearchFromLink('https://elsewhere.example/search?tags=cat/x', 4)).toBeNull();
    expect(relatedSearchFromLink('/search?tags=<script>', 4)).toBeNull();
    expect(relatedSearchFromLink(null, 4)).toBeNull();
  });
});

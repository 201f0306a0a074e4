import { encodeSearchSegment } from '@/lib/search/search-segment';
import { encodeVariantSegment } from '@/lib/shopper/context';
import { shopVisit } from '@/test/proxy-visit';
import { rewriteTarget } from './rewrite-target';
import { isAnswer } from './visit';

const context = { segment: 'si~LKR~_', inventory: { kind: 'none' } as const };
const target = (path: string, query = '') => {
  const answer = rewriteTarget(shopVisit(`${path}${query}`, { locale: 'si' }), context);
  return isAnswer(answer) ? answer : answer.pathname + answer.search;
};

describe('the rewrite target', () => {
  it('puts the context segment in front of a page and keeps its query', () => {
    expect(target('/', '?x=1')).toBe('/si~LKR~_?x=1');
    expect(target('/cart')).toBe('/si~LKR~_/cart');
  });

  it("folds a product's variant query and a search into a last segment", () => {
    expect(target('/products/shirt/', '?size=l&utm_source=mail')).toBe(
      `/si~LKR~_/products/shirt/${encodeVariantSegment(new URLSearchParams('size=l'))}`,
    );
    expect(target('/search', '?query=tea')).toBe(`/si~LKR~_/search/${encodeSearchSegment(new URLSearchParams('query=tea'))}`);
  });

  it('answers the filter form posted without JavaScript with the search URL of the spec', () => {
    const res = target('/search', '?query=clay&r_price_min=100&r_price_max=900');
    expect(isAnswer(res) && res.status).toBe(307);
    const location = new URL(isAnswer(res) ? (res.headers.get('location') ?? '') : '');
    expect([location.pathname, location.searchParams.get('r_price')]).toEqual(['/si/search', '100,900']);
  });
});

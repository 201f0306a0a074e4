import { searchRequest } from '@/lib/api/schemas';
import { paths } from '@/lib/routes/paths';
import { parseRange, parseSearchParams, searchPageSize } from './params';
import { searchParamsOf } from './search-query';

const parse = (query: string, options = {}) => parseSearchParams(new URLSearchParams(query), options);

describe('page size', () => {
  it('is 12 unless the merchant sets searchPageProductSize', () => {
    expect(searchPageSize(null)).toBe(12);
    expect(searchPageSize({ searchPageProductSize: null })).toBe(12);
    expect(searchPageSize({ searchPageProductSize: 24 })).toBe(24);
    expect(searchPageSize({ searchPageProductSize: 0 })).toBe(12);
  });
});

describe('reading /search parameters', () => {
  it('reads every parameter of spec §2', () => {
    expect(parse('query=red+shoes&after=24&first=12&sortBy=PRICE_LOW_TO_HIGH&tags=cat/shoes&tags=brand/acme&r_price=1000,5000')).toEqual({
      query: 'red shoes',
      after: 24,
      first: 12,
      source: 'search',
      sortBy: 'PRICE_LOW_TO_HIGH',
      tags: ['cat/shoes', 'brand/acme'],
      ranges: { price: [1000, 5000] },
    });
  });

  it('uses the page size and offset 0 by default', () => {
    expect(parse('', { pageSize: 24 })).toEqual({ first: 24, after: 0, source: 'search', tags: [], ranges: {} });
  });

  it('asks for related items when related is given', () => {
    expect(parse('related=p-100')).toMatchObject({ source: 'related', related: 'p-100' });
  });

  it('drops bad values and keeps the good ones (any r_{name} range is one: spec §2)', () => {
    const request = parse(
      'after=-5&first=1000&sortBy=cheapest&tags=cat/shoes&tags=%3Cscript%3E&tags=cat/shoes&r_price=abc&r_weight=1,2&related=a%20b&query=%20%20',
    );
    expect(request).toEqual({ first: 12, after: 0, source: 'search', tags: ['cat/shoes'], ranges: { weight: [1, 2] } });
  });

  it('reads numbers as numbers, trims ids and sorts, and drops over-long tags', () => {
    const longTag = `cat/${'a'.repeat(120)}`;
    const request = parse(`first=1e1&after=%2024%20&related=%20p-1:x%20&sortBy=%20newest%20&tags=${longTag}&tags=brand/ceylon-clay`);
    expect(request).toEqual({
      first: 10,
      after: 24,
      source: 'related',
      related: 'p-1:x',
      sortBy: 'NEWEST',
      tags: ['brand/ceylon-clay'],
      ranges: {},
    });
    expect(parse('after=Infinity&first=0&related=a/b').first).toBe(12);
    expect(parse('after=Infinity&first=0&related=a/b')).toMatchObject({ after: 0, source: 'search' });
  });

  it('never throws on junk and always yields a valid request', () => {
    const junk = [
      'after=1e400',
      'first=NaN',
      'first=',
      'after=3.5',
      'sortBy=',
      'r_price=,',
      'r_price=5,1',
      'query=' + 'x'.repeat(500),
      '%E0%A4%A',
    ];
    for (const query of junk) {
      const request = parse(query);
      expect(searchRequest.safeParse(request).success).toBe(true);
    }
  });

  it('accepts sortBy in any case and trims the query to 200 characters', () => {
    expect(parse('sortBy=newest').sortBy).toBe('NEWEST');
    expect(parse('query=' + 'a'.repeat(250)).query).toHaveLength(200);
  });

  it('reads Next searchParams records with repeated tags', () => {
    expect(parseSearchParams({ tags: ['cat/a', 'brand/b'], query: 'hat', after: undefined })).toMatchObject({
      tags: ['cat/a', 'brand/b'],
      query: 'hat',
    });
  });

  it('passes the shopper currency through when it is a code', () => {
    expect(parse('', { currency: 'LKR' }).currency).toBe('LKR');
    expect(parse('', { currency: 'rupees' }).currency).toBeUndefined();
  });
});

describe('r_{name} ranges (spec §2)', () => {
  it('reads a range of any field name, not only price', () => {
    expect(parse('r_price=10,20&r_weight=1.5,3&r_rating=4').ranges).toEqual({ price: [10, 20], weight: [1.5, 3], rating: [4] });
  });

  it("skips names that are no field name (a form's r_price_min, r_, r_1x) and keeps at most 5 ranges", () => {
    expect(parse('r_price_min=1&r_=2&r_1x=3&r_a%20b=4').ranges).toEqual({});
    expect(Object.keys(parse('r_a=1&r_b=1&r_c=1&r_d=1&r_e=1&r_f=1').ranges ?? {})).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('writes every range back and round-trips', () => {
    const query = 'r_price=10%2C20&r_weight=1';
    expect(searchParamsOf(parse(query)).toString()).toBe(query);
  });
});

describe('numeric ranges', () => {
  it('reads one or two comma-separated numbers', () => {
    expect(parseRange('1000')).toEqual([1000]);
    expect(parseRange('1000,5000')).toEqual([1000, 5000]);
    expect(parseRange(' 10.5 , 20 ')).toEqual([10.5, 20]);
    expect(parseRange('1000,')).toEqual([1000]);
    expect(parseRange(',5000')).toEqual([0, 5000]);
  });

  it('drops reversed, negative, non-numeric or over-long ranges', () => {
    for (const raw of ['5000,1000', '-1', 'a,b', '1,2,3', '', ',', 'Infinity', '1e3']) expect(parseRange(raw)).toBeUndefined();
    expect(parseRange(null)).toBeUndefined();
  });
});

describe('writing /search parameters', () => {
  it('writes a stable query without defaults', () => {
    const params = searchParamsOf({
      query: 'red shoes',
      tags: ['cat/shoes', 'brand/acme'],
      ranges: { price: [1000, 5000] },
      sortBy: 'NEWEST',
      first: 12,
      after: 0,
    });
    expect(params.toString()).toBe('query=red+shoes&tags=cat%2Fshoes&tags=brand%2Facme&r_price=1000%2C5000&sortBy=NEWEST');
  });

  it('keeps first when it differs from the page size, and the offset', () => {
    expect(searchParamsOf({ first: 24, after: 48 }, { pageSize: 12 }).toString()).toBe('first=24&after=48');
    expect(searchParamsOf({ first: 24, after: 48 }, { pageSize: 24 }).toString()).toBe('after=48');
  });

  it('round-trips through parsing', () => {
    const query = 'query=hat&tags=cat%2Fhats&r_price=10&sortBy=OLDEST&related=p-1&after=12';
    expect(searchParamsOf(parse(query)).toString()).toBe(query);
  });

  it('builds hrefs', () => {
    expect(paths.search({ tags: ['brand/acme'] })).toBe('/search?tags=brand%2Facme');
    expect(paths.search({})).toBe('/search');
  });
});

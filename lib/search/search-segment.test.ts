import { decodeSearchSegment, encodeSearchSegment } from './search-segment';

const segment = (query: string) => encodeSearchSegment(new URLSearchParams(query));

describe('the search segment', () => {
  it('is one segment for one search however its URL is written', () => {
    const one = segment('query=red+shoes&tags=cat/shoes&r_price=1000,5000&sortBy=PRICE_LOW_TO_HIGH');
    expect(segment('sortBy=price_low_to_high&r_price=1000,5000&query=%20red%20%20shoes%20&tags=cat/shoes')).toBe(one);
    expect(segment('utm_source=mail&query=red shoes&tags=cat/shoes&x=1&r_price=1000,5000&sortBy=PRICE_LOW_TO_HIGH&tags=%3Cscript%3E')).toBe(
      one,
    );
    expect(segment('')).toBe('_');
    expect(segment('x=1&after=-4&first=nope&sortBy=SIDEWAYS')).toBe('_');
  });

  it('tells different searches apart: query, filters, sort, page and page size', () => {
    const all = [
      'query=clay',
      'query=Clay',
      'query=clay&after=12',
      'query=clay&first=24',
      'query=clay&tags=cat/pots',
      'query=clay&tags=brand/acme',
      'query=clay&tags=cat/pots&tags=brand/acme',
      'query=clay&r_price=0,500',
      'query=clay&sortBy=PRICE_LOW_TO_HIGH',
      'tags=cat/pots',
      'related=p-0001',
    ].map(segment);
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads back the search it was written from', () => {
    const written = segment('query=ගල් බඳුන&tags=cat/pots&r_price=,500&first=24&after=24');
    expect(decodeSearchSegment(written)?.toString()).toBe(
      new URLSearchParams('query=ගල් බඳුන&tags=cat/pots&r_price=0,500&first=24&after=24').toString(),
    );
    expect(written).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSearchSegment('_')?.toString()).toBe('');
  });

  it('is refused in any other spelling, so a hand-written address is not a page', () => {
    const canonical = Buffer.from('query=clay', 'utf8').toString('base64url');
    expect(decodeSearchSegment(canonical)?.get('query')).toBe('clay');
    for (const other of [
      Buffer.from('query=clay&x=1', 'utf8').toString('base64url'),
      Buffer.from('query=%20clay', 'utf8').toString('base64url'),
      Buffer.from('tags=cat/pots&query=clay', 'utf8').toString('base64url'),
      Buffer.from('', 'utf8').toString('base64url'),
      `${canonical}=`,
      'query=clay',
      'anything',
      '%E0%A4%A',
    ]) {
      expect([other, decodeSearchSegment(other)]).toEqual([other, null]);
    }
  });

  it('stays a few KB for the longest search the parser keeps', () => {
    const longest = new URLSearchParams({
      query: 'ශ'.repeat(5_000),
      sortBy: 'PRICE_HIGH_TO_LOW',
      related: 'r'.repeat(500),
      after: '999999',
      first: '100',
    });
    for (let i = 0; i < 40; i += 1) longest.append('tags', `cat/${String(i).padStart(116, 'x')}`);
    for (let i = 0; i < 10; i += 1) longest.set(`r_${'n'.repeat(38)}${i}`, '99999999999,999999999999');
    expect(encodeSearchSegment(longest).length).toBeLessThan(8_000);
  });
});

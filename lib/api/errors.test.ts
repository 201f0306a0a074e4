import { DESCRIPTION_LIMIT, errorFromResponse, shopperDescription } from './errors';

describe('the customer API’s error descriptions', () => {
  it('keeps a shopper’s message as it is, spec §5 messages with slashes included', () => {
    for (const text of ['*Email is invalid', 'City/Province/District should be selected', 'Wish list is full (100 items)'])
      expect(shopperDescription(text)).toBe(text);
  });

  it('drops a description that tells of the API’s insides', () => {
    for (const text of [
      'Route GET:/demo/customer-api/v2/product/x not found',
      'No endpoint POST /demo/customer-api/v2/cart/nope',
      "ENOENT: no such file, open '/srv/api/data/x.json'",
      'TypeError: x is undefined at handler (/srv/app.js:10:5)',
      'connect ECONNREFUSED 127.0.0.1:5432',
      'SQLITE_CONSTRAINT: UNIQUE constraint failed',
    ])
      expect(shopperDescription(text)).toBe('');
  });

  it('makes it plain text of at most the limit', () => {
    const read = shopperDescription(`<p>Back\u0007 soon</p>${' again'.repeat(100)}`);
    expect(read).toMatch(/^Back soon again/);
    expect(read.length).toBe(DESCRIPTION_LIMIT);
    expect(shopperDescription(42)).toBe('');
  });

  it('keeps the E2003 description, the fixed text only when there is none (spec §8)', () => {
    expect(errorFromResponse(503, { code: 'E2003', description: 'Stocktaking until noon' }).message).toBe('Stocktaking until noon');
    expect(errorFromResponse(503, { code: 'E2003', description: '' }).message).toBe('We are sorry, Site is temporarily offline');
    expect(errorFromResponse(404, { code: 'E4040', description: 'Route GET:/demo/x/y not found' }).message).toBe('Not found.');
  });
});

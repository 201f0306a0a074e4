import { leafKeys, mergeMessages, missingKeys } from './merge-messages';

const en = { header: { account: 'Account', logout: 'Logout' }, footer: { subscribe: 'Subscribe' } };

describe('merging message trees', () => {
  it('layers en ← language ← merchant overrides, key by key', () => {
    const ta = { header: { account: 'கணக்கு' } };
    const merchant = { header: { logout: 'Sign out' }, footer: { subscribe: 'Join' } };
    expect(mergeMessages(en, ta, merchant)).toEqual({
      header: { account: 'கணக்கு', logout: 'Sign out' },
      footer: { subscribe: 'Join' },
    });
  });

  it('keeps the base where a layer is empty or missing', () => {
    expect(mergeMessages(en, null, undefined, { header: { account: '' } })).toEqual(en);
  });

  it('lets a layer add keys the base lacks', () => {
    expect(mergeMessages(en, { promo: { banner: 'Sale' } })).toMatchObject({ promo: { banner: 'Sale' } });
  });

  it('never lets a layer change a text into a tree or a tree into a text', () => {
    expect(mergeMessages(en, { header: 'broken', footer: { subscribe: { nested: 'x' } } })).toEqual(en);
  });

  it('does not change its inputs', () => {
    const base = { a: { b: 'c' } };
    mergeMessages(base, { a: { b: 'd' } });
    expect(base).toEqual({ a: { b: 'c' } });
  });
});

describe('missing keys', () => {
  it('lists dotted keys present in the base but not in the other tree', () => {
    expect(missingKeys(en, { header: { account: 'கணக்கு' } })).toEqual(['header.logout', 'footer.subscribe']);
  });

  it('counts a key of the wrong shape as missing', () => {
    expect(missingKeys(en, { header: 'x', footer: { subscribe: { y: 'z' } } })).toEqual([
      'header.account',
      'header.logout',
      'footer.subscribe',
    ]);
  });

  it('is empty when nothing is missing', () => {
    expect(missingKeys(en, en)).toEqual([]);
    expect(leafKeys(en)).toEqual(['header.account', 'header.logout', 'footer.subscribe']);
  });
});

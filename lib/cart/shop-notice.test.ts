import { readShopNotice, writeShopNotice } from './shop-notice';

describe('the one-time notice a form answer leaves', () => {
  it('reads back what it wrote, names with any character included', () => {
    const notice = {
      kind: 'wishSignIn',
      name: 'Tea | "Ceylon" ~ 100% සිංහල',
      item: { baseId: 'p-1', varianceKey: 'color:red|size:m' },
    } as const;
    expect(readShopNotice(writeShopNotice(notice))).toEqual(notice);
    expect(readShopNotice(writeShopNotice({ kind: 'wishAdded', name: 'Bowl' }))).toEqual({ kind: 'wishAdded', name: 'Bowl' });
  });

  it('ignores what the shop did not write', () => {
    for (const raw of ['', 'admin|x', 'added|Bowl', '%E0%A4%A|x', undefined, null]) expect(readShopNotice(raw)).toBeNull();
  });
});

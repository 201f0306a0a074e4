import { historyPager, historyPagingOf, orderStatusKey } from './order-history';

describe('order history paging (spec §2 first, after)', () => {
  it('reads first and after from the URL, falling back on the first page of 10', () => {
    expect(historyPagingOf({})).toEqual({ first: 10, after: 0 });
    expect(historyPagingOf({ first: '5', after: '10' })).toEqual({ first: 5, after: 10 });
    expect(historyPagingOf({ first: '0', after: '-3' })).toEqual({ first: 10, after: 0 });
    expect(historyPagingOf({ first: ['2', '9'], after: 'x' })).toEqual({ first: 2, after: 0 });
    expect(historyPagingOf({ first: '500' })).toEqual({ first: 10, after: 0 });
  });

  it('says what a page shows and where previous and next lead', () => {
    expect(historyPager({ first: 10, after: 0 }, 0)).toEqual({ from: 0, to: 0, previous: null, next: null });
    expect(historyPager({ first: 2, after: 0 }, 5)).toEqual({ from: 1, to: 2, previous: null, next: { first: 2, after: 2 } });
    expect(historyPager({ first: 2, after: 2 }, 5)).toEqual({
      from: 3,
      to: 4,
      previous: { first: 2, after: 0 },
      next: { first: 2, after: 4 },
    });
    expect(historyPager({ first: 2, after: 4 }, 5)).toEqual({ from: 5, to: 5, previous: { first: 2, after: 2 }, next: null });
    expect(historyPager({ first: 3, after: 1 }, 5).previous).toEqual({ first: 3, after: 0 });
  });
});

describe('order status labels (spec §4)', () => {
  it('labels every known status and reads anything else as Unavailable', () => {
    expect(orderStatusKey('READY_TO_PICKUP')).toBe('order.status.READY_TO_PICKUP');
    expect(orderStatusKey('PAYMENT_FAILED')).toBe('order.status.PAYMENT_FAILED');
    expect(orderStatusKey('SHIPPED')).toBe('order.status.UNAVAILABLE');
  });
});

import { firstTimeFor } from './purchase-once';
import { popupShouldShow } from './popup-rule';
import { vitalsBatcher } from './web-vitals';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('Purchase once per order', () => {
  it('is sent the first time an order is seen, never on a reload', () => {
    const store = memoryStore();
    expect(firstTimeFor('o-1', store)).toBe(true);
    expect(firstTimeFor('o-1', store)).toBe(false);
    expect(firstTimeFor('o-2', store)).toBe(true);
  });

  it('keeps the last fifty orders and survives a damaged record', () => {
    const store = memoryStore();
    for (let i = 0; i < 60; i++) firstTimeFor(`o-${i}`, store);
    expect(firstTimeFor('o-59', store)).toBe(false);
    expect(firstTimeFor('o-0', store)).toBe(true);
    store.setItem('tracked-orders', '{not json');
    expect(firstTimeFor('o-59', store)).toBe(true);
  });
});

describe('the promotion popup rule (spec §4)', () => {
  it('shows unless session storage says it was shown and it is first-time-only', () => {
    expect(popupShouldShow(true, null)).toBe(true);
    expect(popupShouldShow(true, '1')).toBe(false);
    expect(popupShouldShow(false, '1')).toBe(true);
  });
});

describe('the web-vitals report', () => {
  it('sends the measurements in one beacon when the page is hidden, or every twenty', () => {
    const beacon = jest.fn(() => true);
    const batch = vitalsBatcher('https://vitals.example/collect', beacon, () => '/search');
    batch.add({ name: 'LCP', value: 1234.5678, id: 'v1', rating: 'good' });
    batch.add({ name: 'CLS', value: 0.01, id: 'v2' });
    expect(beacon).not.toHaveBeenCalled();
    batch.flush();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = (beacon.mock.calls as unknown as Array<[string, string]>)[0] ?? [];
    expect(url).toBe('https://vitals.example/collect');
    expect(JSON.parse(body ?? '')).toEqual({
      metrics: [
        { name: 'LCP', value: 1234.568, id: 'v1', rating: 'good', page: '/search' },
        { name: 'CLS', value: 0.01, id: 'v2', page: '/search' },
      ],
    });
    batch.flush();
    expect(beacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) batch.add({ name: 'INP', value: i, id: `i${i}` });
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});

import { jsonAnswer } from '@/test/shell';
import { createFirstViewReader } from './first-view';

const CUSTOMER = { signedIn: true, name: 'Kumari', state: 'customer' };

afterEach(() => jest.useRealTimers());

describe('the first-view reader', () => {
  it('asks for the session once, however many parts of the page need it, and tells its listeners', async () => {
    global.fetch = jest.fn(async () => jsonAnswer(CUSTOMER)) as unknown as typeof fetch;
    const reader = createFirstViewReader({ retryAfterMs: null });
    const heard = jest.fn();
    reader.subscribe(heard);
    expect(reader.currentSession()).toBeUndefined();
    const [a, b] = await Promise.all([reader.session(), reader.session()]);
    expect(a).toEqual(CUSTOMER);
    expect(b).toBe(a);
    await reader.session();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(reader.currentSession()).toEqual(CUSTOMER);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('tries a failed read once more after a moment, and a read that failed again is asked anew by the next one', async () => {
    jest.useFakeTimers();
    let answers = [jsonAnswer(null, 502), jsonAnswer(null, 502), jsonAnswer(CUSTOMER)];
    global.fetch = jest.fn(async () => {
      const [next, ...rest] = answers;
      answers = rest;
      return next;
    }) as unknown as typeof fetch;
    const reader = createFirstViewReader({ retryAfterMs: 1000 });
    const first = reader.session();
    const failed = expect(first).rejects.toMatchObject({ status: 502 });
    await jest.advanceTimersByTimeAsync(1000);
    await failed;
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(reader.currentSession()).toBeUndefined();
    await expect(reader.session()).resolves.toEqual(CUSTOMER);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps a cart set while a read is under way (a change’s answer is newer than the read), and reads again on refresh', async () => {
    let answer: unknown = null;
    global.fetch = jest.fn(async () => jsonAnswer(answer)) as unknown as typeof fetch;
    const reader = createFirstViewReader({ retryAfterMs: null });
    const reading = reader.cart();
    const changed = { ...(answer as object), id: 'set' } as unknown as Parameters<typeof reader.setCart>[0];
    reader.setCart(changed);
    await reading;
    expect(reader.currentCart()).toBe(changed);
    await expect(reader.cart()).resolves.toBe(changed);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    answer = null;
    reader.refresh();
    await reader.cart();
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(reader.currentCart()).toBeNull();
    // The wish list was never asked (a guest): a refresh asks nothing for it.
    expect(reader.currentWishListKeys()).toBeUndefined();
  });
});

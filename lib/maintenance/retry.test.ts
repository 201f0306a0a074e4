import { retryDelaySeconds } from './retry';

describe('maintenance retry schedule', () => {
  it('waits 2, 3, 6, 16 and 31 seconds, then 61 seconds every time', () => {
    expect(Array.from({ length: 8 }, (_, attempt) => retryDelaySeconds(attempt))).toEqual([2, 3, 6, 16, 31, 61, 61, 61]);
    expect(retryDelaySeconds(1000)).toBe(61);
  });

  it('starts over at 2 seconds for a nonsensical attempt number', () => {
    expect(retryDelaySeconds(-1)).toBe(2);
    expect(retryDelaySeconds(Number.NaN)).toBe(2);
  });
});

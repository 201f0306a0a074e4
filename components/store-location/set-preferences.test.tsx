import { act, renderHook, waitFor } from '@testing-library/react';
import { jsonAnswer } from '@/test/shell';
import { useSetPreferences } from '@/lib/queries/use-preferences';

const mockReload = jest.fn();
jest.mock('@/lib/queries/reload-page', () => ({ reloadPage: () => mockReload() }));

afterEach(() => mockReload.mockReset());

describe('storing a preference', () => {
  it('is pending while it is stored, then lets the caller react and reloads the page', async () => {
    global.fetch = jest.fn(async () => jsonAnswer({ ok: true })) as unknown as typeof fetch;
    const order: string[] = [];
    const { result } = renderHook(() => useSetPreferences(() => void order.push('before reload')));
    const onSuccess = jest.fn(() => order.push('success'));
    mockReload.mockImplementation(() => order.push('reload'));
    act(() => result.current.mutate({ currency: 'USD' }, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(order).toEqual(['before reload', 'reload', 'success']);
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/preferences',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ currency: 'USD' }) }),
    );
  });

  it('says when it could not be stored, or the caller could not react, and then does not reload', async () => {
    for (const [answer, beforeReload] of [
      [jsonAnswer({ code: 'E500', message: 'An error occurred' }, 500), undefined],
      [jsonAnswer({ ok: true }), () => Promise.reject(new Error('cart'))],
    ] as const) {
      global.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
      const { result } = renderHook(() => useSetPreferences(beforeReload));
      const onError = jest.fn();
      const onSettled = jest.fn();
      act(() => result.current.mutate({ inventoryId: 'inv-1' }, { onError, onSettled }));
      await waitFor(() => expect(onSettled).toHaveBeenCalled());
      expect(onError).toHaveBeenCalledTimes(1);
      expect(result.current.isPending).toBe(false);
      expect(mockReload).not.toHaveBeenCalled();
    }
  });
});

import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoadOnFirstUse } from './use-load-on-first-use';

/** An import that settles when the test says so. */
function deferredImport<T>() {
  const settle: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle.push({ resolve, reject });
      }),
  );
  return { load, settle };
}

function Trigger({ load }: { load: () => Promise<string> }) {
  const { module, loading, failed, start, intent } = useLoadOnFirstUse(load);
  return (
    <>
      <button type="button" {...intent}>
        Open
      </button>
      <input aria-label="Words" onChange={start} />
      <p>{module ?? (loading ? 'loading' : failed ? 'failed' : 'idle')}</p>
    </>
  );
}

describe('loading code on first use', () => {
  it('imports nothing until the first intent, then reports loading and keeps the module', async () => {
    const { load, settle } = deferredImport<string>();
    const { result } = renderHook(() => useLoadOnFirstUse(load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ module: null, loading: false, failed: false, error: null });

    act(() => result.current.intent.onPointerEnter());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ module: null, loading: true, failed: false });

    await act(async () => settle[0]?.resolve('the list'));
    expect(result.current).toMatchObject({ module: 'the list', loading: false, failed: false, error: null });
  });

  it('imports once: intents while it loads and after it came import nothing again', async () => {
    const { load, settle } = deferredImport<string>();
    const { result } = renderHook(() => useLoadOnFirstUse(load));
    act(() => {
      result.current.intent.onPointerDown();
      result.current.intent.onFocus();
    });
    act(() => result.current.start());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => settle[0]?.resolve('the dialog'));
    act(() => {
      result.current.intent.onPointerEnter();
      result.current.start();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.module).toBe('the dialog');
  });

  it('reports a failed import with its error, and the next intent tries again', async () => {
    const { load, settle } = deferredImport<string>();
    const { result } = renderHook(() => useLoadOnFirstUse(load));
    const offline = new Error('Loading chunk failed');
    act(() => result.current.intent.onFocus());
    await act(async () => settle[0]?.reject(offline));
    expect(result.current).toMatchObject({ module: null, loading: false, failed: true, error: offline });

    act(() => result.current.intent.onPointerDown());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ loading: true, failed: false, error: null });
    await act(async () => settle[1]?.resolve('the list'));
    expect(result.current).toMatchObject({ module: 'the list', failed: false });
  });

  it('starts from a shopper pointing at, focusing or typing in an element', async () => {
    const user = userEvent.setup();
    for (const intend of [
      (u: typeof user) => u.hover(screen.getByRole('button', { name: 'Open' })),
      (u: typeof user) => u.tab(),
      (u: typeof user) => u.type(screen.getByRole('textbox', { name: 'Words' }), 'tea'),
    ]) {
      const load = jest.fn(async () => 'loaded');
      const { unmount } = render(<Trigger load={load} />);
      expect(screen.getByText('idle')).toBeInTheDocument();
      await intend(user);
      expect(await screen.findByText('loaded')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
      unmount();
    }
  });
});

import { useCallback, useMemo, useRef, useState } from 'react';

type LoadState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; module: T } | { status: 'failed'; error: unknown };

/** Handlers that start the import when a shopper shows intent: pointing at, pressing or focusing the element. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

/**
 * Code that is not part of a page's first load (`load` is an `import()`): the first intent starts the
 * import, the loaded module is kept, and later intents import nothing again. When the import fails
 * (offline, a new deployment) `failed` says so with its `error`, and the next intent tries again.
 */
export function useLoadOnFirstUse<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'idle' });
  // Set at once, not with the next render: intents in the same moment (pointerdown, focus) import once.
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    load().then(
      (module) => setState({ status: 'loaded', module }),
      (error: unknown) => {
        started.current = false;
        setState({ status: 'failed', error });
      },
    );
  }, [load]);

  const intent = useMemo<IntentHandlers>(() => ({ onPointerEnter: start, onPointerDown: start, onFocus: start }), [start]);

  return {
    /** The loaded module; null until it has come. */
    module: state.status === 'loaded' ? state.module : null,
    loading: state.status === 'loading',
    failed: state.status === 'failed',
    /** Why the last import failed; null unless `failed`. */
    error: state.status === 'failed' ? state.error : null,
    /** Starts the import from an intent the handlers do not cover (typing, a click). */
    start,
    intent,
  };
}

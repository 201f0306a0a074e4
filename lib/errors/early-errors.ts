/** As many early errors as the reporter would send of a page at most. */
const MAX_EARLY = 10;

interface EarlyErrors {
  queued: unknown[];
  stop: () => void;
}

/** On `globalThis`: the listener is installed by the client entry, taken by the reporter's lazily loaded chunk. */
const EARLY = Symbol.for('storefront.earlyErrors');
type Holder = { [EARLY]?: EarlyErrors };

/**
 * Keeps the page's uncaught errors and unhandled rejections from its first script on, so those thrown
 * before the error reporter's code has loaded are not lost: the reporter takes them when it starts.
 */
export function captureEarlyErrors(): void {
  const holder = globalThis as Holder;
  if (holder[EARLY]) return;
  const queued: unknown[] = [];
  const keep = (thrown: unknown) => {
    if (queued.length < MAX_EARLY) queued.push(thrown);
  };
  const onError = (e: ErrorEvent) => keep(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => keep(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  holder[EARLY] = {
    queued,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** The errors kept so far; collecting stops, for the reporter listens from now on (each error is reported once). */
export function takeEarlyErrors(): unknown[] {
  const holder = globalThis as Holder;
  const early = holder[EARLY];
  if (!early) return [];
  early.stop();
  // Left in place, emptied: a second capture on the same page does not start collecting again.
  return early.queued.splice(0);
}

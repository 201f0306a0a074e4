import type { TrackEvent } from './events';
import { vendorCall, type Vendor } from './vendors';

type Sink = (fn: 'fbq' | 'gtag' | 'dataLayer', args: unknown[]) => void;

interface TrackingState {
  vendors: Vendor[];
  mayTrack: () => boolean;
  sink: Sink;
  /** Resolves once what was sent has left for the vendors (at the latest after `maxMs`). */
  flush?: (maxMs: number) => Promise<void>;
}

let state: TrackingState | undefined;

/** Set by the analytics provider once the shop's trackers are known; `undefined` switches tracking off. */
export function configureTracking(next: TrackingState | undefined): void {
  state = next;
}

/** Whether an event would be sent now: trackers configured and the shopper's consent given. */
export function mayTrack(): boolean {
  return !!state && state.vendors.length > 0 && state.mayTrack();
}

/**
 * The one way the storefront reports a spec §6 event: to every enabled vendor in the shape it expects,
 * and to none before consent or after it was withdrawn. Never throws: tracking must not break shopping.
 */
export function track(event: TrackEvent): void {
  if (!state || !mayTrack()) return;
  for (const vendor of state.vendors) {
    const call = vendorCall(vendor, event);
    if (!call) continue;
    try {
      state.sink(call.fn, call.args);
    } catch {
      // A vendor's failure is its own.
    }
  }
}

/**
 * Before the page is left for another site (the payment page): waits until the events sent so far have
 * left for the vendors, at most `maxMs`. The trackers run in a web worker, which ends with the page.
 */
export function flushTracking(maxMs = 1000): Promise<void> {
  if (!state?.flush || !mayTrack()) return Promise.resolve();
  return state.flush(maxMs).catch(() => undefined);
}

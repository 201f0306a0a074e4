import type { TrackEvent } from './events';
import type { Vendor } from './vendors';

/** The vendors' side of tracking (lib/analytics/vendor-delivery.ts): loaded only once tracking may start. */
export interface Delivery {
  /** Reports one event to every vendor in the shape it expects. */
  deliver: (event: TrackEvent) => void;
  /** Tells the vendors to stop (consent withdrawn, trackers changed). */
  stop: () => void;
  /** Resolves once what was delivered has left for the vendors (at the latest after `maxMs`). */
  flush?: (maxMs: number) => Promise<void>;
}

interface TrackingState {
  vendors: Vendor[];
  mayTrack: () => boolean;
  /** Installs the vendors and answers their delivery; called once, when tracking is configured. */
  connect: () => Promise<Delivery>;
}

let state: TrackingState | undefined;
let delivery: Delivery | undefined;
/** Events tracked while the vendors' code loads, sent in order once it is there. */
let waiting: TrackEvent[] = [];
let failed = false;
/** The vendors' code on its way: answers the delivery once connected (undefined when it failed or was replaced). */
let connecting: Promise<Delivery | undefined> | undefined;

/**
 * Set by the analytics provider once the shop's trackers are known and the shopper allowed them;
 * `undefined` switches tracking off. The code that builds the vendors' events loads only then.
 */
export function configureTracking(next: TrackingState | undefined): void {
  delivery?.stop();
  delivery = undefined;
  waiting = [];
  failed = false;
  connecting = undefined;
  state = next;
  if (!next || next.vendors.length === 0) return;
  connecting = next.connect().then(
    (connected) => {
      if (state !== next) {
        connected.stop();
        return undefined;
      }
      delivery = connected;
      const queued = waiting;
      waiting = [];
      queued.forEach(send);
      return connected;
    },
    () => {
      // The vendors' code did not load (offline, blocked): tracking is off for this page, shopping goes on.
      if (state === next) {
        failed = true;
        waiting = [];
      }
      return undefined;
    },
  );
}

/** Whether an event would be sent now: trackers configured and the shopper's consent given. */
export function mayTrack(): boolean {
  return !!state && state.vendors.length > 0 && state.mayTrack();
}

function send(event: TrackEvent): void {
  try {
    delivery?.deliver(event);
  } catch {
    // A vendor's failure is its own.
  }
}

/**
 * The one way the storefront reports a spec §6 event: to every enabled vendor in the shape it expects,
 * and to none before consent or after it was withdrawn. Events tracked before the vendors' code has
 * loaded wait for it and go out in the order they were tracked. Never throws: tracking must not break
 * shopping.
 */
export function track(event: TrackEvent): void {
  if (!mayTrack() || failed) return;
  if (delivery) send(event);
  else waiting.push(event);
}

/**
 * Before the page is left for another site (the payment page): waits until the events tracked so far have
 * left for the vendors, at most `maxMs`. The trackers run in a web worker, which ends with the page.
 */
export function flushTracking(maxMs = 1000): Promise<void> {
  if (!mayTrack() || failed || !connecting) return Promise.resolve();
  const deadline = Date.now() + maxMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  const flushed = connecting.then((connected) => connected?.flush?.(Math.max(0, deadline - Date.now())));
  return Promise.race([flushed, timeUp])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

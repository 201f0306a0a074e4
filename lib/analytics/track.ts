import type { TrackEvent } from './events';
import type { Vendor } from './vendors';

/** The vendors' side of tracking (lib/analytics/vendor-delivery.ts): loaded only once tracking may start. */
export interface Delivery {
  /** Reports one event to every vendor in the shape it expects. */
  deliver: (event: TrackEvent) => void;
  /** Tells the vendors to stop (consent withdrawn, trackers changed). */
  stop: () => void;
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

/**
 * Set by the analytics provider once the shop's trackers are known and the shopper allowed them;
 * `undefined` switches tracking off. The code that builds the vendors' events loads only then.
 */
export function configureTracking(next: TrackingState | undefined): void {
  delivery?.stop();
  delivery = undefined;
  waiting = [];
  failed = false;
  state = next;
  if (!next || next.vendors.length === 0) return;
  next.connect().then(
    (connected) => {
      if (state !== next) {
        connected.stop();
        return;
      }
      delivery = connected;
      const queued = waiting;
      waiting = [];
      queued.forEach(send);
    },
    () => {
      // The vendors' code did not load (offline, blocked): tracking is off for this page, shopping goes on.
      if (state !== next) return;
      failed = true;
      waiting = [];
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

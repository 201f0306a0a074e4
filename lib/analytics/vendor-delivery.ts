import { flushVendors, installVendors, loadVendorScripts, sendToVendor, silenceVendors } from './browser-vendors';
import type { TrackEvent } from './events';
import type { Delivery } from './track';
import { vendorCall, type Vendor, type VendorCall } from './vendors';
import { whenIdle } from './when-idle';

type Sink = (fn: VendorCall['fn'], args: unknown[]) => void;

/** Each event to every vendor in its own shape, through `sink`; one vendor's failure does not stop the next. */
export function vendorDelivery(vendors: readonly Vendor[], sink: Sink, stop: () => void = () => {}): Delivery {
  return {
    deliver(event: TrackEvent) {
      for (const vendor of vendors) {
        const call = vendorCall(vendor, event);
        if (!call) continue;
        try {
          sink(call.fn, call.args);
        } catch {
          // A vendor's failure is its own.
        }
      }
    },
    stop,
  };
}

/**
 * The page's trackers started (after consent): their snippets and scripts handed to the worker at once,
 * Partytown loaded when the browser is idle; stopping silences them.
 */
export function startVendors(vendors: readonly Vendor[]): Delivery {
  installVendors(vendors);
  const cancel = whenIdle(loadVendorScripts);
  const delivery = vendorDelivery(vendors, sendToVendor, () => {
    cancel();
    silenceVendors();
  });
  return { ...delivery, flush: flushVendors };
}

'use client';

import { useEffect } from 'react';
import { firstTimeFor } from '@/lib/analytics/purchase-once';
import { orderEvent, productEvent, type TrackedItem, type TrackEvent } from '@/lib/analytics/events';
import { mayTrack, track } from '@/lib/analytics/track';

/** Sends one event when it is shown (keyed by the caller: a new key, a new event). */
export function TrackOnShow({ event }: { event: TrackEvent }) {
  useEffect(() => {
    track(event);
    // The event is fixed for this mount: a changed one comes with a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

let lastProduct: { id: string; varianceKey: string } | undefined;

/**
 * ViewContent when a product page opens; CustomizeProduct when the shopper then picks another variant
 * of the same product (the page is rendered again for the variant's address).
 */
export function ProductTracker({
  item,
  varianceKey,
  currency,
  baseId,
}: {
  item: TrackedItem;
  varianceKey: string;
  currency: string;
  baseId: string;
}) {
  useEffect(() => {
    const customized = lastProduct?.id === baseId && lastProduct.varianceKey !== varianceKey;
    lastProduct = { id: baseId, varianceKey };
    track(productEvent(customized ? 'CustomizeProduct' : 'ViewContent', currency, item));
    // Once per product variant shown; the item's data come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [baseId, varianceKey, currency]);
  return null;
}

function browserStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * On the confirmation of a just-placed order: PaymentCompleteCOD or PaymentComplete, then Purchase —
 * once per order: the order id is remembered, so a reload or a later visit sends nothing.
 */
export function OrderTracker({
  orderId,
  cash,
  currency,
  value,
  items,
}: {
  orderId: string;
  cash: boolean;
  currency: string;
  value?: number;
  items: TrackedItem[];
}) {
  useEffect(() => {
    if (!mayTrack() || !firstTimeFor(orderId, browserStore())) return;
    const data = { currency, value, items, orderId };
    track(orderEvent(cash ? 'PaymentCompleteCOD' : 'PaymentComplete', data));
    track(orderEvent('Purchase', data));
    // Once per order shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);
  return null;
}

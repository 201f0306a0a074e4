'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/common/spinner';
import type { Cart } from '@/lib/api/cart-schemas';
import { useSetCartField } from '@/lib/queries/use-cart';
import { usePickupOutlets } from '@/lib/queries/use-checkout';
import { PickupSlotPicker } from './pickup-slot-picker';
import { RequestError } from './request-error';
import { useSavedChoice } from './use-saved-choice';

/** Store pickup: an outlet of the cart's location, then an open date and time there. */
export function StorePickup({ cart, timeZone }: { cart: Cart; timeZone: string }) {
  const t = useTranslations();
  const outlets = usePickupOutlets(true);
  const setStore = useSetCartField('store');
  const setSlot = useSetCartField('selected-store-pickup-due-date');
  const [storeId, chooseStore] = useSavedChoice(cart.store, (outletId, outcome) => outletId && setStore.mutate({ outletId }, outcome));
  if (!outlets.data) return outlets.isError ? <RequestError error={outlets.error} /> : <Spinner label={t('common.loading')} />;

  const here = outlets.data.filter((o) => !cart.inventoryLocation || o.inventoryLocationId === cart.inventoryLocation);
  const chosen = here.find((o) => o.id === storeId);

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{t('checkout.pickupOutlet')}</legend>
        {here.map((outlet) => (
          <label
            key={outlet.id}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-neutral-300 p-3 has-[:checked]:border-brand"
          >
            <input
              type="radio"
              name="pickup-outlet"
              className="mt-1"
              value={outlet.id}
              checked={storeId === outlet.id}
              onChange={() => chooseStore(outlet.id)}
            />
            <span>
              <span className="block font-medium">{outlet.name}</span>
              <span className="block text-sm text-ink-muted">{outlet.address}</span>
              <span className="block text-sm text-ink-muted">{outlet.contactNumber}</span>
            </span>
          </label>
        ))}
        <RequestError error={setStore.error} />
      </fieldset>
      {chosen && (
        <>
          <PickupSlotPicker
            key={chosen.id}
            schedule={chosen.schedule}
            timeZone={timeZone}
            date={cart.storePickupDueDate}
            time={cart.storePickupDueTime}
            disabled={setSlot.isPending}
            onPick={({ date, time }) => setSlot.mutate({ storePickupDueDate: date, storePickupDueTime: time, pickupType: 'SCHEDULED' })}
          />
          <RequestError error={setSlot.error} />
        </>
      )}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useAnnounce } from '@/components/ui/live-region';
import type { Cart } from '@/lib/api/cart-schemas';
import { useSetCartField } from '@/lib/queries/use-cart';
import { useDeliverySchedule } from '@/lib/queries/use-checkout';
import { PickupSlotPicker, SlotPickerLoading } from './pickup-slot-picker';
import { RequestError } from './request-error';

/** spec §5/§7: when a home delivery is due, from the merchant's business hours (open days, next 60 days, shift caps). */
export function DeliveryDueDate({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout');
  const announce = useAnnounce();
  const schedule = useDeliverySchedule(true);
  const setDue = useSetCartField('selected-order-due-date');
  return (
    <fieldset className="space-y-2" data-testid="delivery-due-date">
      <legend className="mb-2 font-semibold">{t('deliveryDueDate')}</legend>
      {schedule.data ? (
        <PickupSlotPicker
          schedule={schedule.data.schedule}
          timeZone={schedule.data.timeZone}
          date={cart.orderDueDate}
          time={cart.orderDueTime}
          disabled={setDue.isPending}
          onPick={({ date, time }) =>
            setDue.mutate(
              { orderDueDate: date, orderDueTime: time, deliveryType: 'SCHEDULED' },
              { onSuccess: () => announce(t('dueDateSaved', { date, time })) },
            )
          }
        />
      ) : schedule.isError ? (
        <RequestError error={schedule.error} />
      ) : (
        <SlotPickerLoading />
      )}
      {cart.orderDueDate && cart.orderDueTime && !setDue.isPending && (
        <p className="text-sm text-ink-muted" data-testid="due-date-saved">
          {t('dueDateSaved', { date: cart.orderDueDate, time: cart.orderDueTime })}
        </p>
      )}
      <RequestError error={setDue.error} />
    </fieldset>
  );
}

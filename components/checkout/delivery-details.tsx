'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AddressInput, Cart } from '@/lib/api/cart-schemas';
import type { Profile } from '@/lib/api/profile-schemas';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { localize } from '@/lib/i18n/localize';
import { toCartAddress } from '@/lib/cart/saved-addresses';
import { useSetCartField } from '@/lib/queries/use-cart';
import { useSaveAddress } from '@/lib/queries/use-profile';
import { useDeliveryPlans } from '@/lib/queries/use-checkout';
import { AddressForm } from './address-form';
import { AddressSummary } from './address-summary';
import { RequestError } from './request-error';
import { SavedAddressPicker } from './saved-address-picker';
import { useSavedChoice } from './use-saved-choice';

interface Props {
  cart: Cart;
  country: string;
  money: MoneyDisplay;
  /** A signed-in customer's profile: pick a saved address, and a new one is saved to it. */
  account?: Profile | null;
}

/** Delivery: the shipping address, then a delivery plan for it (or why there is none). */
export function DeliveryDetails({ cart, country, money, account = null }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const [editing, setEditing] = useState(!cart.shippingAddress);
  const setAddress = useSetCartField('shipping-address');
  const setPlan = useSetCartField('delivery-plan');
  const saveToProfile = useSaveAddress();
  const deliverTo = (address: AddressInput) => setAddress.mutateAsync(address).then(() => setEditing(false), () => undefined);
  const addNew = async (address: AddressInput) => {
    await deliverTo(address);
    if (account) await saveToProfile.mutateAsync(address).catch(() => undefined);
  };
  const plans = useDeliveryPlans(!!cart.shippingAddress && !editing);
  const [planId, choosePlan] = useSavedChoice(cart.deliveryPlan?.id ?? '', (deliveryPlanId, onError) => setPlan.mutate({ deliveryPlanId }, { onError }));

  return (
    <div className="space-y-6">
      {editing || !cart.shippingAddress ? (
        <>
          {account && <SavedAddressPicker account={account} disabled={setAddress.isPending} onPick={(saved) => deliverTo(toCartAddress(saved))} />}
          <AddressForm
            legend={t('checkout.shippingAddress')}
            initial={cart.shippingAddress}
            country={country}
            submitLabel={t('common.save')}
            checkDelivery
            onSubmit={addNew}
          />
          <RequestError error={setAddress.error} />
          <RequestError error={saveToProfile.error} />
        </>
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div>
            <h3 className="mb-1 font-semibold">{t('checkout.shippingAddress')}</h3>
            <AddressSummary address={cart.shippingAddress} />
          </div>
          <button type="button" className="min-h-11 px-2 font-medium text-brand underline" onClick={() => setEditing(true)}>
            {t('common.change')}
            <span className="sr-only">: {t('checkout.shippingAddress')}</span>
          </button>
        </div>
      )}
      {!editing && cart.shippingAddress && <RequestError error={plans.error} />}
      {!editing && cart.shippingAddress && plans.data && (
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold">{t('checkout.deliveryPlan')}</legend>
          {plans.data.length === 0 && (
            <p role="alert" className="font-semibold text-red-700">
              {t('checkout.deliveriesNotAvailable')}
            </p>
          )}
          {plans.data.map((plan) => (
            <label key={plan.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-neutral-300 px-3 has-[:checked]:border-brand">
              <input
                type="radio"
                name="delivery-plan"
                value={plan.id}
                checked={planId === plan.id}
                disabled={setPlan.isPending}
                onChange={() => choosePlan(plan.id)}
              />
              {t('checkout.deliveryPlanOption', {
                label: localize(plan.label, locale),
                price: money.hidden ? '' : cartMoney(plan.price, cart.selectedCurrency, money, locale),
              })}
            </label>
          ))}
          <RequestError error={setPlan.error} />
        </fieldset>
      )}
    </div>
  );
}

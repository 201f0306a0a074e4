'use client';

import { useTranslations } from 'next-intl';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { primaryButton } from '@/components/ui/button';
import { MandatoryNotice } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Profile } from '@/lib/api/profile-schemas';
import type { Cart } from '@/lib/api/cart-schemas';
import { shippingComplete } from '@/lib/cart/checkout-steps';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useSetCartField } from '@/lib/queries/use-cart';
import { DeliveryDetails } from './delivery-details';
import { RequestError } from './request-error';
import { StorePickup } from './store-pickup';
import { useSavedChoice } from './use-saved-choice';

interface Props {
  cart: Cart;
  /** A signed-in customer's profile (saved addresses). */
  account?: Profile | null;
  country: string;
  timeZone: string;
  money: MoneyDisplay;
  onDone: () => void;
}

const METHODS = [
  { value: 'delivery', key: 'delivery' },
  { value: 'store', key: 'storePickup' },
] as const;

/** spec §2 shipping details: delivery (address and plan) or store pickup (outlet and open slot). */
export function ShippingStep({ cart, country, timeZone, money, onDone, account = null }: Props) {
  const t = useTranslations('checkout');
  const setMethod = useSetCartField('delivery-method');
  const [incomplete, setIncomplete] = useState(false);
  const [method, chooseMethod] = useSavedChoice(cart.deliveryMethod, (deliveryMethod, onError) => setMethod.mutate({ deliveryMethod }, { onError }));
  const busy = useIsMutating() > 0;
  const hydrated = useHydrated();

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('deliveryMethod')}</legend>
        <div className="flex flex-wrap gap-3">
          {METHODS.map((m) => (
            <label key={m.value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-neutral-300 px-4 has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
              <input
                type="radio"
                name="delivery-method"
                value={m.value}
                checked={method === m.value}
                disabled={setMethod.isPending}
                onChange={() => chooseMethod(m.value)}
              />
              {t(m.key)}
            </label>
          ))}
        </div>
        <RequestError error={setMethod.error} />
      </fieldset>
      {method === 'delivery' && <DeliveryDetails cart={cart} country={country} money={money} account={account} />}
      {method === 'store' && <StorePickup cart={cart} timeZone={timeZone} />}
      <MandatoryNotice show={incomplete && !shippingComplete(cart)} />
      <button
        type="button"
        className={primaryButton}
        disabled={!hydrated || busy}
        onClick={() => {
          const done = shippingComplete(cart);
          setIncomplete(!done);
          if (done) onDone();
        }}
      >
        {t('continue')}
      </button>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { primaryButton } from '@/components/ui/button';
import { MandatoryNotice } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRouter } from '@/i18n/navigation';
import type { Cart } from '@/lib/api/cart-schemas';
import { paymentOptions, purchaseRefusal } from '@/lib/cart/checkout-steps';
import { BffError } from '@/lib/bff/client';
import { usePurchase, useSetCartField } from '@/lib/queries/use-cart';
import { paths } from '@/lib/routes/paths';
import { BillingAddress } from './billing-address';
import { RequestError } from './request-error';
import { useSavedChoice } from './use-saved-choice';

const LABEL = { CARD: 'card', CASH: 'cash' } as const;

/** spec §2 payment and billing, then the §4 purchase flow: cash places the order, card goes to pay. */
export function PaymentStep({ cart, country }: { cart: Cart; country: string }) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const setMethod = useSetCartField('payment-method');
  const purchase = usePurchase();
  const [method, chooseMethod] = useSavedChoice(cart.paymentMethod, (paymentMethod, onError) => paymentMethod && setMethod.mutate({ paymentMethod }, { onError }));
  const busy = useIsMutating() > 0;
  const [incomplete, setIncomplete] = useState(false);
  const hydrated = useHydrated();
  const billingReady = (cart.deliveryMethod === 'delivery' && cart.isBillingSameAsShipping && !!cart.shippingAddress) || (!cart.isBillingSameAsShipping && !!cart.billingAddress);
  const notReady = purchase.error instanceof BffError && purchase.error.status === 409;
  const refusal = purchaseRefusal(purchase.error instanceof BffError ? purchase.error.details.missing : undefined);

  function placeOrder() {
    const ready = !!cart.paymentMethod && billingReady;
    setIncomplete(!ready);
    if (!ready) return;
    purchase.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.kind === 'ORDER_PLACED') router.push(paths.orderView(answer.orderId, { placed: true }));
        else window.location.assign(answer.redirectUrl);
      },
    });
  }

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('paymentMethod')}</legend>
        <div className="flex flex-wrap gap-3">
          {paymentOptions(cart).map((option) => (
            <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-neutral-300 px-4 has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
              <input
                type="radio"
                name="payment-method"
                value={option}
                checked={method === option}
                disabled={setMethod.isPending}
                onChange={() => chooseMethod(option)}
              />
              {t(LABEL[option])}
            </label>
          ))}
        </div>
        <RequestError error={setMethod.error} />
      </fieldset>
      <BillingAddress cart={cart} country={country} />
      <MandatoryNotice show={incomplete || (notReady && refusal.mandatory)} />
      {notReady && refusal.deliveryArea && (
        <Alert>{t('deliveriesNotAvailable')}</Alert>
      )}
      {!notReady && <RequestError error={purchase.error} />}
      <button type="button" className={`${primaryButton} w-full sm:w-auto`} disabled={!hydrated || busy || purchase.isSuccess} aria-busy={purchase.isPending} onClick={placeOrder}>
        {method === 'CARD' ? t('payNow') : t('placeOrder')}
      </button>
    </div>
  );
}

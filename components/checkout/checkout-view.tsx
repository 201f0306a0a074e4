'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CartWarnings } from '@/components/cart/cart-warnings';
import { EmptyCart } from '@/components/cart/empty-cart';
import { LoadingScreen } from '@/components/common/loading-screen';
import { orderEvent } from '@/lib/analytics/events';
import { cartItems } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { Cart, DeliveryPlan } from '@/lib/api/cart-schemas';
import type { Profile } from '@/lib/api/profile-schemas';
import { CHECKOUT_STEPS, firstOpenStep, stepReachable, type CheckoutStep } from '@/lib/cart/checkout-steps';
import { cartLines } from '@/lib/cart/items';
import type { MoneyDisplay } from '@/lib/cart/money';
import { localize } from '@/lib/i18n/localize';
import { useCart } from '@/lib/queries/use-cart';
import { AccountStep } from './account-step';
import { AddressSummary } from './address-summary';
import { CustomerAccountStep } from './customer-account-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { StepSection } from './step-section';

interface Props {
  initialCart: Cart | null | undefined;
  /** The delivery plans of the cart the page was rendered with, when it delivers to an address. */
  initialPlans?: DeliveryPlan[];
  money: MoneyDisplay;
  /** The merchant's country (address selects) and time zone (pickup slots). */
  country: string;
  timeZone: string;
  /** Tile address template of the delivery-location map. */
  mapTileUrl: string;
  /** The signed-in customer's profile: no email step, saved addresses to pick from. */
  account?: Profile | null;
}

/** spec §2 checkout: account details, shipping details, payment and billing, beside the order summary. */
export function CheckoutView({ initialCart, initialPlans, money, country, timeZone, mapTileUrl, account = null }: Props) {
  const t = useTranslations('checkout');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { data: cart, isPending } = useCart({ initialData: initialCart });
  const [step, setStep] = useState<CheckoutStep>(() => (initialCart ? firstOpenStep(initialCart) : 'account'));
  // The step the shopper just moved to: its heading takes focus once it opens, and the step is announced.
  const [arrived, setArrived] = useState<CheckoutStep | null>(null);
  const goTo = useCallback((next: CheckoutStep) => {
    setStep(next);
    setArrived(next);
  }, []);
  // A customer's step 1 finishes by itself on load: the page keeps its focus.
  const toShippingQuietly = useCallback(() => setStep('shipping'), []);
  const toShipping = useCallback(() => goTo('shipping'), [goTo]);
  const settled = useCallback(() => setArrived(null), []);
  // InitiateCheckout once per visit of the checkout, when the cart it starts with is known.
  const initiated = useRef(false);
  useEffect(() => {
    if (initiated.current || !cart || cartLines(cart).length === 0) return;
    initiated.current = true;
    track(
      orderEvent('InitiateCheckout', { currency: cart.selectedCurrency, value: cart.total ?? undefined, items: cartItems(cart, locale) }),
    );
  }, [cart, locale]);
  if (isPending) return <LoadingScreen label={tc('loading')} />;
  if (!cart || cartLines(cart).length === 0) return <EmptyCart />;

  // A step the cart no longer supports (e.g. the address was removed elsewhere) falls back to the open one.
  const current = stepReachable(cart, step) ? step : firstOpenStep(cart);
  const state = (s: CheckoutStep) => (s === current ? 'current' : stepReachable(cart, s) ? 'done' : 'locked');
  const focus = (s: CheckoutStep) => ({ arrived: arrived === s && current === s, onArrived: settled, count: CHECKOUT_STEPS.length });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <CartWarnings cart={cart} />
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        {/* A signed-in customer's email is their profile's: nothing to change here. */}
        <StepSection
          index={1}
          title={t('steps.accountDetails')}
          state={state('account')}
          {...focus('account')}
          summary={cart.email}
          onChange={account ? undefined : () => goTo('account')}
        >
          {account ? (
            <CustomerAccountStep email={account.email} cartEmail={cart.email} onDone={toShippingQuietly} />
          ) : (
            <AccountStep email={cart.email} onDone={toShipping} />
          )}
        </StepSection>
        <StepSection
          index={2}
          title={t('steps.shippingDetails')}
          state={state('shipping')}
          {...focus('shipping')}
          onChange={() => goTo('shipping')}
          summary={
            cart.deliveryMethod === 'delivery' && cart.shippingAddress ? (
              <>
                <AddressSummary address={cart.shippingAddress} />
                {cart.deliveryPlan && <p>{localize(cart.deliveryPlan.label, locale)}</p>}
              </>
            ) : cart.deliveryMethod === 'store' ? (
              <p>
                {t('storePickup')} · {cart.storePickupDueDate} {cart.storePickupDueTime}
              </p>
            ) : null
          }
        >
          <ShippingStep
            cart={cart}
            country={country}
            timeZone={timeZone}
            mapTileUrl={mapTileUrl}
            money={money}
            account={account}
            initialPlans={initialPlans}
            onDone={() => goTo('payment')}
          />
        </StepSection>
        <StepSection index={3} title={t('steps.paymentAndBilling')} state={state('payment')} {...focus('payment')}>
          <PaymentStep cart={cart} country={country} money={money} signedIn={!!account} />
        </StepSection>
      </div>
      <OrderSummary cart={cart} money={money} />
    </div>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { primaryButton } from '@/components/ui/button';
import { MandatoryNotice } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import { orderEvent } from '@/lib/analytics/events';
import { cartItems } from '@/lib/analytics/items';
import { flushTracking, track } from '@/lib/analytics/track';
import type { Cart, PaymentMethod } from '@/lib/api/cart-schemas';
import { paymentOptions, purchaseRefusal } from '@/lib/cart/checkout-steps';
import { PURCHASE_FORM_ACTION } from '@/lib/cart/form-routes';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { BffError } from '@/lib/bff/client';
import { usePurchase, useSetCartField, useWhenCartSaved } from '@/lib/queries/use-cart';
import { paths } from '@/lib/routes/paths';
import { TotalOnConfirmation } from '@/components/cart/total-on-confirmation';
import { BillingAddress } from './billing-address';
import { ChoiceGroup } from './choice-group';
import { RequestError } from './request-error';
import { SavedCardChoice } from './saved-card-choice';
import { useSavedChoice } from './use-saved-choice';

const LABEL = { CARD: 'card', CASH: 'cash' } as const;
/** The form Place Order posts before the page's script ran, with the payment method radios. */
const PLACE_ORDER_FORM = 'place-order-form';

/** Billed to the shipping address of a delivery, or to a billing address of its own. */
function billingReady(cart: Cart): boolean {
  return (
    (cart.deliveryMethod === 'delivery' && cart.isBillingSameAsShipping && !!cart.shippingAddress) ||
    (!cart.isBillingSameAsShipping && !!cart.billingAddress)
  );
}

/**
 * spec §2 payment and billing, then the §4 purchase flow: cash places the order, card goes to pay.
 * Place Order is a plain form's button (style guide 13): pressed before the page's script ran, the
 * browser posts the chosen method to the BFF, which answers 303 to the order or the payment page; once
 * hydrated its click handler prevents the post and places the order in place.
 */
export function PaymentStep({
  cart,
  country,
  money,
  signedIn = false,
}: {
  cart: Cart;
  country: string;
  money: MoneyDisplay;
  signedIn?: boolean;
}) {
  const t = useTranslations('checkout');
  const tCart = useTranslations('cart');
  const locale = useLocale();
  const router = useRouter();
  const setMethod = useSetCartField('payment-method');
  const purchase = usePurchase();
  const options = paymentOptions(cart, money.hidden);
  // A method no longer offered (a card chosen before prices were hidden) counts as none chosen.
  const offered = cart.paymentMethod && options.includes(cart.paymentMethod) ? cart.paymentMethod : null;
  const [method, saveMethod] = useSavedChoice(
    offered,
    (paymentMethod, outcome) => paymentMethod && setMethod.mutate({ paymentMethod }, outcome),
    (value) => (value ? t('choiceSaved', { group: t('paymentMethod'), choice: t(LABEL[value]) }) : ''),
  );
  // Place Order pressed while a choice still saves goes on once the saves have ended, with the cart they leave.
  const whenSaved = useWhenCartSaved();
  const [placing, setPlacing] = useState(false);
  // Set by a Place Order that found something missing; choosing a method clears it.
  const [incomplete, setIncomplete] = useState(false);
  const chooseMethod = (value: PaymentMethod) => {
    setIncomplete(false);
    saveMethod(value);
  };
  // The BFF's own "not ready" names the missing fields; any other refusal (a promo code already used) is shown as it is.
  const notReady = purchase.error instanceof BffError && purchase.error.code === 'CART_NOT_READY';
  const refusal = purchaseRefusal(purchase.error instanceof BffError ? purchase.error.details.missing : undefined);

  function placeOrder() {
    if (placing) return;
    setPlacing(true);
    whenSaved((now) => {
      setPlacing(false);
      placeWith(now ?? cart);
    });
  }

  function placeWith(now: Cart) {
    const chosen = now.paymentMethod && paymentOptions(now, money.hidden).includes(now.paymentMethod);
    const ready = !!chosen && billingReady(now);
    setIncomplete(!ready);
    if (!ready) return;
    const data = { currency: now.selectedCurrency, value: now.total ?? undefined, items: cartItems(now, locale) };
    track(orderEvent('PaymentAndBilling', data));
    purchase.mutate(undefined, {
      onSuccess: (answer) => {
        track(orderEvent(answer.kind === 'ORDER_PLACED' ? 'PlaceOrderCOD' : 'PlaceOrderCard', data));
        if (answer.kind === 'ORDER_PLACED') router.push(paths.orderView(answer.orderId, { placed: true }));
        // The event leaves for the vendors before the page does.
        else void flushTracking().then(() => window.location.assign(answer.redirectUrl));
      },
    });
  }

  return (
    <div className="space-y-6">
      <ChoiceGroup
        name="payment-method"
        legend={t('paymentMethod')}
        options={options.map((option) => ({ value: option, label: t(LABEL[option]) }))}
        value={method}
        onChoose={chooseMethod}
        error={incomplete && !method ? 'paymentMethodRequired' : null}
        form={PLACE_ORDER_FORM}
        required
      >
        <RequestError error={setMethod.error} />
      </ChoiceGroup>
      {signedIn && method === 'CARD' && <SavedCardChoice cart={cart} />}
      <BillingAddress cart={cart} country={country} />
      <MandatoryNotice show={incomplete || (notReady && refusal.mandatory)} />
      {notReady && refusal.deliveryArea && <Alert>{t('deliveriesNotAvailable')}</Alert>}
      {!notReady && <RequestError error={purchase.error} />}
      {/* On a phone the summary comes after this step: the amount to pay shows next to the button. */}
      {money.hidden || cart.total === null ? (
        <TotalOnConfirmation className="lg:hidden" />
      ) : (
        <p className="flex flex-wrap justify-between gap-x-4 text-lg font-semibold lg:hidden" data-testid="pay-total">
          <span>{tCart('total')}</span>
          <span>{cartMoney(cart.total, cart.selectedCurrency, money, locale)}</span>
        </p>
      )}
      <form id={PLACE_ORDER_FORM} method="post" action={PURCHASE_FORM_ACTION} hidden>
        <input type="hidden" name="locale" value={locale} />
      </form>
      <button
        type="submit"
        form={PLACE_ORDER_FORM}
        className={`${primaryButton} w-full sm:w-auto`}
        disabled={purchase.isPending || purchase.isSuccess}
        aria-busy={placing || purchase.isPending}
        onClick={(event) => {
          event.preventDefault();
          placeOrder();
        }}
      >
        {method === 'CARD' ? t('payNow') : t('placeOrder')}
      </button>
    </div>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { primaryButton } from '@/components/ui/button';
import { MandatoryNotice } from '@/components/ui/form-field';
import { orderEvent } from '@/lib/analytics/events';
import { cartItems } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { Profile } from '@/lib/api/profile-schemas';
import type { Cart, DeliveryPlan } from '@/lib/api/cart-schemas';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { CHECKOUT_METHOD_FORM_ACTION, CHECKOUT_PLAN_FORM_ACTION } from '@/lib/cart/form-routes';
import { shippingComplete } from '@/lib/cart/checkout-steps';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useSetCartField, useWhenCartSaved } from '@/lib/queries/use-cart';
import { queryKeys } from '@/lib/queries/keys';
import { ChoiceGroup } from './choice-group';
import { DeliveryDetails } from './delivery-details';
import { OrderNotes } from './order-notes';
import { RequestError } from './request-error';
import { StorePickup } from './store-pickup';
import { usePreselectedDelivery } from './use-preselected-delivery';
import { useSavedChoice } from './use-saved-choice';

interface Props {
  cart: Cart;
  /** A signed-in customer's profile (saved addresses). */
  account?: Profile | null;
  country: string;
  timeZone: string;
  mapTileUrl: string;
  money: MoneyDisplay;
  /** The delivery plans the page was rendered with. */
  initialPlans?: DeliveryPlan[];
  /** The API's refusal of this step as posted before the page's script ran: said until the next choice. */
  refused?: string | null;
  onDone: () => void;
}

const METHODS = [
  { value: 'delivery', key: 'delivery' },
  { value: 'store', key: 'storePickup' },
] as const;

/** The form Continue posts before the page's script ran, with the method (and plan) radios. */
const SHIPPING_FORM = 'shipping-step-form';

/**
 * spec §2 shipping details: delivery (address and plan) or store pickup (outlet and open slot).
 * Continue is a plain form's button (style guide 13): pressed before the page's script ran, the browser
 * posts the chosen method, and the plan once the cart delivers to an address, to the BFF, which answers
 * 303 back to checkout; once hydrated the choices save as they change and its click handler prevents the post.
 */
export function ShippingStep({ cart, country, timeZone, mapTileUrl, money, onDone, initialPlans, refused = null, account = null }: Props) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const setMethod = useSetCartField('delivery-method');
  // Set by a Continue that found something missing; a choice made since then clears it.
  const [incomplete, setIncomplete] = useState(false);
  const [refusal, setRefusal] = useState(() => (refused ? new BffError(409, BFF_CODES.conflict, refused) : null));
  const [method, saveMethod] = useSavedChoice(
    cart.deliveryMethod,
    (deliveryMethod, outcome) => setMethod.mutate({ deliveryMethod }, outcome),
    (value) => t('choiceSaved', { group: t('deliveryMethod'), choice: t(METHODS.find((m) => m.value === value)?.key ?? 'delivery') }),
  );
  const chooseMethod = (value: (typeof METHODS)[number]['value']) => {
    setIncomplete(false);
    setRefusal(null);
    saveMethod(value);
  };
  // A press on Continue while a choice still saves (or the note, which saves as the press takes its
  // focus) goes on once the saves have ended, with the cart they leave: the button never turns away a tap.
  const whenSaved = useWhenCartSaved();
  const [continuing, setContinuing] = useState(false);
  // As rendered: the plan radios are on the page only when the cart already delivers to an address.
  const formAction = cart.deliveryMethod === 'delivery' && cart.shippingAddress ? CHECKOUT_PLAN_FORM_ACTION : CHECKOUT_METHOD_FORM_ACTION;
  usePreselectedDelivery(cart, account);
  // An open address form has no Save: Continue submits it, and goes on once the address is on the cart.
  const addressForm = useRef<HTMLFormElement>(null);
  const client = useQueryClient();
  const proceed = (now: Cart) => {
    const done = shippingComplete(now);
    setIncomplete(!done);
    if (!done) return;
    track(
      orderEvent('AddShippingDetails', { currency: now.selectedCurrency, value: now.total ?? undefined, items: cartItems(now, locale) }),
    );
    onDone();
  };
  // The save resolves once the cart has reloaded. A plan still to choose: focus goes to it (DeliveryDetails).
  const afterAddressSaved = () => {
    const now = client.getQueryData<Cart | null>(queryKeys.cart);
    if (now && shippingComplete(now)) proceed(now);
  };

  return (
    <div className="space-y-6">
      <ChoiceGroup
        name="delivery-method"
        legend={t('deliveryMethod')}
        options={METHODS.map((m) => ({ value: m.value, label: t(m.key) }))}
        value={method}
        onChoose={chooseMethod}
        error={incomplete && !METHODS.some((m) => m.value === method) ? 'deliveryMethodRequired' : null}
        form={SHIPPING_FORM}
        required
      >
        <RequestError error={setMethod.error} />
      </ChoiceGroup>
      {method === 'delivery' && (
        <DeliveryDetails
          cart={cart}
          country={country}
          money={money}
          mapTileUrl={mapTileUrl}
          account={account}
          planMissing={incomplete}
          onPlanChosen={() => {
            setIncomplete(false);
            setRefusal(null);
          }}
          addressFormRef={addressForm}
          onAddressSaved={afterAddressSaved}
          initialPlans={initialPlans}
          planForm={SHIPPING_FORM}
        />
      )}
      {method === 'store' && <StorePickup cart={cart} timeZone={timeZone} />}
      {method && <OrderNotes cart={cart} />}
      <MandatoryNotice show={incomplete && !shippingComplete(cart)} />
      <RequestError error={refusal} />
      <form id={SHIPPING_FORM} method="post" action={formAction} hidden>
        <input type="hidden" name="locale" value={locale} />
      </form>
      <button
        type="submit"
        form={SHIPPING_FORM}
        className={primaryButton}
        aria-busy={continuing}
        onClick={(event) => {
          event.preventDefault();
          if (addressForm.current) {
            setIncomplete(false);
            addressForm.current.requestSubmit();
          } else if (!continuing) {
            setContinuing(true);
            whenSaved((now) => {
              setContinuing(false);
              proceed(now ?? cart);
            });
          }
        }}
      >
        {t('continue')}
      </button>
    </div>
  );
}

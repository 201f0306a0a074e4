'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useActionState, useEffect, useRef, useState } from 'react';
import { continueShipping } from '@/app/_actions/checkout';
import { primaryButton } from '@/components/ui/button';
import { MandatoryNotice } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { orderEvent } from '@/lib/analytics/events';
import { cartItems } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { Profile } from '@/lib/api/profile-schemas';
import type { Cart, DeliveryPlan } from '@/lib/api/cart-schemas';
import type { ActionAnswer } from '@/lib/bff/action';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import type { CheckoutStepAnswer } from '@/lib/cart/checkout-forms';
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
  onDone: () => void;
}

const METHODS = [
  { value: 'delivery', key: 'delivery' },
  { value: 'store', key: 'storePickup' },
] as const;

/** The form Continue submits, with the method (and plan) radios. */
const SHIPPING_FORM = 'shipping-step-form';

/** The API's refusal of the step, as the step says it. */
function refusalOf(answer: ActionAnswer<CheckoutStepAnswer> | null): BffError | null {
  if (!answer) return null;
  if (!answer.ok) return new BffError(answer.status, answer.code, answer.message);
  return answer.value.refused ? new BffError(409, BFF_CODES.conflict, answer.value.refused) : null;
}

/**
 * spec §2 shipping details: delivery (address and plan) or store pickup (outlet and open slot).
 * Continue submits one Server Function with the ticked method and plan (style guide 13), before
 * hydration by a native post and after it by React: it sets what the cart does not hold yet and answers
 * the cart, and the step goes on. Once hydrated, choices also save as they change.
 */
export function ShippingStep({ cart, country, timeZone, mapTileUrl, money, onDone, initialPlans, account = null }: Props) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const setMethod = useSetCartField('delivery-method');
  // Set by a Continue that found something missing; a choice made since then clears it.
  const [incomplete, setIncomplete] = useState(false);
  const [answer, continueAction, sending] = useActionState(continueShipping, null);
  // A refusal the page came back with (a native post) is said at once; later ones as they come.
  const [refusal, setRefusal] = useState(() => refusalOf(answer));
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
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // Read by the form's handler as the saves end, before a render could tell it.
  const waiting = useRef(false);
  const answered = useRef(answer);
  useEffect(() => {
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    setRefusal(refusalOf(answer));
    if (!answer.ok) return;
    client.setQueryData(queryKeys.cart, answer.value.cart);
    // The step's answer arrives as state (the same before and after hydration); going on is what it says.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per answer, guarded above
    if (!answer.value.refused && answer.value.cart) proceed(answer.value.cart);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each answer once
  }, [answer]);
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
      {method && <OrderNotes cart={cart} form={SHIPPING_FORM} />}
      <MandatoryNotice show={incomplete && !shippingComplete(cart)} />
      <RequestError error={refusal} />
      <form
        ref={form}
        id={SHIPPING_FORM}
        action={continueAction}
        // Before the script the browser asks for a required choice itself; after it the step says what is missing.
        noValidate={hydrated}
        hidden
        onSubmit={(event) => {
          if (addressForm.current) {
            event.preventDefault();
            setIncomplete(false);
            addressForm.current.requestSubmit();
          } else if (sending || waiting.current || client.isMutating() > 0) {
            // A press while a choice still saves goes on once the saves have ended, with the cart they leave.
            event.preventDefault();
            if (sending || waiting.current) return;
            waiting.current = true;
            setContinuing(true);
            whenSaved(() => {
              waiting.current = false;
              setContinuing(false);
              form.current?.requestSubmit();
            });
          }
        }}
      />
      <button type="submit" form={SHIPPING_FORM} className={primaryButton} aria-busy={continuing || sending}>
        {t('continue')}
      </button>
    </div>
  );
}

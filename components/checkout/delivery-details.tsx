'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useAnnounce } from '@/components/ui/live-region';
import type { AddressInput, Cart, DeliveryPlan } from '@/lib/api/cart-schemas';
import type { Profile } from '@/lib/api/profile-schemas';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { localize } from '@/lib/i18n/localize';
import { checkoutAddresses, toCartAddress } from '@/lib/cart/saved-addresses';
import { useSetCartField } from '@/lib/queries/use-cart';
import { useSaveAddress } from '@/lib/queries/use-profile';
import { useDeliveryPlans, useDeliverySchedule } from '@/lib/queries/use-checkout';
import { AddressForm } from './address-form';
import { AddressSummary } from './address-summary';
import { ChoiceGroup } from './choice-group';
import { DeliveryDueDate } from './delivery-due-date';
import { LocationConfirmation } from './location-confirmation';
import { RequestError } from './request-error';
import { SavedAddressPicker } from './saved-address-picker';
import { useSavedChoice } from './use-saved-choice';

interface Props {
  cart: Cart;
  country: string;
  money: MoneyDisplay;
  /** Tile address template of the delivery-location map. */
  mapTileUrl: string;
  /** A signed-in customer's profile: pick a saved address, and a new one is saved to it. */
  account?: Profile | null;
  /** A Continue found no plan chosen: the plan group is marked. */
  planMissing?: boolean;
  onPlanChosen?: () => void;
  /** The address form, for the step's Continue to submit (there is no Save of its own). */
  addressFormRef?: Ref<HTMLFormElement>;
  /** An address went on the cart (its reload has finished). */
  onAddressSaved?: () => void;
  /** The plans the page was rendered with (its plan radios work before the script runs). */
  initialPlans?: DeliveryPlan[];
  /** The id of the step's form the plan radios are posted with before the script runs. */
  planForm?: string;
}

/** How the address is being changed: choosing among the saved ones, a new one, or editing the cart's. */
type Changing = 'choose' | 'new' | 'edit' | null;

/** Delivery: the shipping address, then a delivery plan for it (or why there is none), then when it is due. */
export function DeliveryDetails({
  cart,
  country,
  money,
  mapTileUrl,
  account = null,
  planMissing = false,
  onPlanChosen,
  addressFormRef,
  onAddressSaved,
  initialPlans,
  planForm,
}: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const announce = useAnnounce();
  const hasSaved = !!account && checkoutAddresses(account).length > 0;
  const [changing, setChanging] = useState<Changing>(null);
  // No address yet: a customer with saved ones picks among them; the form opens only when asked for.
  const shown: Changing = changing ?? (cart.shippingAddress ? null : hasSaved ? 'choose' : 'new');
  const editing = shown !== null;
  // After a Save the form is gone: focus goes on to the plan, the next required choice, once plans load.
  // State, not a ref: the plans can arrive before the save ends (the cart shows the address while it reloads).
  const [justSaved, setJustSaved] = useState(false);
  const planGroup = useRef<HTMLFieldSetElement>(null);
  const setAddress = useSetCartField('shipping-address');
  const setPlan = useSetCartField('delivery-plan');
  const saveToProfile = useSaveAddress();
  // The first address shows as saved once the cart holds it, while the cart still reloads: a Change
  // tapped in between is the shopper's, so the end of the save closes only the form it came from.
  const deliverTo = (address: AddressInput) => {
    const from = changing;
    return setAddress.mutateAsync(address).then(
      () => {
        setJustSaved(true);
        setChanging((now) => (now === from ? null : now));
        return true;
      },
      () => false,
    );
  };
  const addNew = async (address: AddressInput) => {
    if (!(await deliverTo(address))) return;
    if (account) await saveToProfile.mutateAsync(address).catch(() => undefined);
    onAddressSaved?.();
  };
  const plans = useDeliveryPlans(!!cart.shippingAddress && !editing, initialPlans);
  // The delivery hours load with the plans: the date picker a plan opens shows at its full size at once.
  useDeliverySchedule(!!cart.shippingAddress && !editing);
  const planLabel = (id: string) => localize(plans.data?.find((p) => p.id === id)?.label ?? cart.deliveryPlan?.label, locale);
  const [planId, savePlan] = useSavedChoice(
    cart.deliveryPlan?.id ?? '',
    (deliveryPlanId, outcome) => setPlan.mutate({ deliveryPlanId }, outcome),
    (id) => t('checkout.choiceSaved', { group: t('checkout.deliveryPlan'), choice: planLabel(id) }),
  );
  const choosePlan = (id: string) => {
    onPlanChosen?.();
    savePlan(id);
  };

  useEffect(() => {
    const group = planGroup.current;
    if (!justSaved || editing || !group) return;
    setJustSaved(false);
    const target = group.querySelector<HTMLInputElement>('input:checked') ?? group.querySelector<HTMLInputElement>('input') ?? group;
    target.focus();
    announce(t('checkout.addressSaved'));
  }, [justSaved, editing, plans.data, announce, t]);

  return (
    <div className="space-y-6">
      {shown === 'choose' && account ? (
        <>
          <SavedAddressPicker account={account} disabled={setAddress.isPending} onPick={(saved) => deliverTo(toCartAddress(saved))} />
          <button type="button" className="min-h-11 font-semibold text-brand underline" onClick={() => setChanging('new')}>
            {t('checkout.addNewAddress')}
          </button>
          <RequestError error={setAddress.error} />
        </>
      ) : shown ? (
        <>
          <AddressForm
            key={shown}
            legend={t('checkout.shippingAddress')}
            initial={shown === 'edit' ? cart.shippingAddress : null}
            country={country}
            formRef={addressFormRef}
            checkDelivery
            onSubmit={addNew}
          />
          <RequestError error={setAddress.error} />
          <RequestError error={saveToProfile.error} />
        </>
      ) : (
        cart.shippingAddress && (
          <div className="flex items-start justify-between gap-4">
            <div>
              <h3 className="mb-1 font-semibold">{t('checkout.shippingAddress')}</h3>
              <AddressSummary address={cart.shippingAddress} />
            </div>
            <button
              type="button"
              className="min-h-11 px-2 font-medium text-brand underline"
              onClick={() => setChanging(hasSaved ? 'choose' : 'edit')}
            >
              {t('common.change')}
              <span className="sr-only">: {t('checkout.shippingAddress')}</span>
            </button>
          </div>
        )
      )}
      {!editing && cart.shippingAddress && (
        <LocationConfirmation
          key={JSON.stringify(cart.shippingAddress.geoCoordinates)}
          address={cart.shippingAddress}
          tileUrl={mapTileUrl}
        />
      )}
      {!editing && cart.shippingAddress && <RequestError error={plans.error} />}
      {!editing && cart.shippingAddress && plans.data && (
        <ChoiceGroup
          ref={planGroup}
          name="delivery-plan"
          layout="list"
          legend={t('checkout.deliveryPlan')}
          options={plans.data.map((plan) => ({
            value: plan.id,
            // No charge shown while prices are hidden: the plan's name alone.
            label:
              money.hidden || plan.price === null
                ? localize(plan.label, locale)
                : t('checkout.deliveryPlanOption', {
                    label: localize(plan.label, locale),
                    price: cartMoney(plan.price, cart.selectedCurrency, money, locale),
                  }),
          }))}
          value={planId}
          onChoose={choosePlan}
          error={planMissing && plans.data.length > 0 && !planId ? 'deliveryPlanRequired' : null}
          form={planForm}
        >
          {plans.data.length === 0 && (
            <p role="alert" className="font-semibold text-red-700">
              {t('checkout.deliveriesNotAvailable')}
            </p>
          )}
          <RequestError error={setPlan.error} />
        </ChoiceGroup>
      )}
      {!editing && cart.shippingAddress && planId && <DeliveryDueDate cart={cart} />}
    </div>
  );
}

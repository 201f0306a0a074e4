'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AddressInput, Cart } from '@/lib/api/cart-schemas';
import { useSetCartField } from '@/lib/queries/use-cart';
import { AddressForm } from './address-form';
import { AddressSummary } from './address-summary';
import { RequestError } from './request-error';
import { useSavedChoice } from './use-saved-choice';

/** spec §2 billing: the same as shipping (delivery only) or its own address. */
export function BillingAddress({ cart, country }: { cart: Cart; country: string }) {
  const t = useTranslations();
  const setSame = useSetCartField('is-billing-same-as-shipping');
  const setBilling = useSetCartField('billing-address');
  const canBeSame = cart.deliveryMethod === 'delivery' && !!cart.shippingAddress;
  const [sameChoice, chooseSame] = useSavedChoice(cart.isBillingSameAsShipping, (value, outcome) =>
    setSame.mutate({ isBillingSameAsShipping: value }, outcome),
  );
  const same = canBeSame && sameChoice;
  const [editing, setEditing] = useState(!cart.billingAddress);

  async function save(address: AddressInput) {
    // Store pickup has no shipping address to copy, so the billing address is always its own.
    if (cart.isBillingSameAsShipping) await setSame.mutateAsync({ isBillingSameAsShipping: false });
    await setBilling.mutateAsync(address);
    setEditing(false);
  }

  return (
    <div className="space-y-4">
      {canBeSame && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" className="size-5" checked={same} onChange={(e) => chooseSame(e.target.checked)} />
          {t('checkout.billingSameAsShipping')}
        </label>
      )}
      {!same &&
        (editing || !cart.billingAddress ? (
          <AddressForm
            legend={t('checkout.billingAddress')}
            initial={cart.billingAddress}
            country={country}
            submitLabel={t('common.save')}
            onSubmit={(a) => save(a).catch(() => undefined)}
          />
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div>
              <h3 className="mb-1 font-semibold">{t('checkout.billingAddress')}</h3>
              <AddressSummary address={cart.billingAddress} />
            </div>
            <button type="button" className="min-h-11 px-2 font-medium text-brand underline" onClick={() => setEditing(true)}>
              {t('common.change')}
              <span className="sr-only">: {t('checkout.billingAddress')}</span>
            </button>
          </div>
        ))}
      <RequestError error={setSame.error ?? setBilling.error} />
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { Profile, SavedAddress } from '@/lib/api/profile-schemas';
import { checkoutAddresses } from '@/lib/cart/saved-addresses';
import { useProfile } from '@/lib/queries/use-profile';
import { AddressSummary } from './address-summary';

interface Props {
  account: Profile;
  disabled: boolean;
  onPick: (address: SavedAddress) => void;
}

/** A signed-in customer's saved addresses to deliver to, the default shipping address first. */
export function SavedAddressPicker({ account, disabled, onPick }: Props) {
  const t = useTranslations('checkout');
  const { data: profile = account } = useProfile({ initialData: account });
  const addresses = checkoutAddresses(profile);
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="saved-addresses" className="space-y-2">
      <h3 id="saved-addresses" className="font-semibold">
        {t('savedAddresses')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <li key={address.id} className="space-y-2 rounded-md border border-neutral-300 p-3">
            <AddressSummary address={address} />
            <button
              type="button"
              className="min-h-11 font-semibold text-brand underline"
              disabled={disabled}
              onClick={() => onPick(address)}
            >
              {t('deliverHere')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

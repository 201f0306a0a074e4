'use client';

import { useTranslations } from 'next-intl';
import type { SavedAddress } from '@/lib/api/profile-schemas';

interface Props {
  address: SavedAddress;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
  actions: React.ReactNode;
}

/** One saved address with its default badges and its actions. */
export function AddressCard({ address, isDefaultBilling, isDefaultShipping, actions }: Props) {
  const t = useTranslations('account');
  const lines = [
    address.addressLine1,
    address.addressLine2,
    `${address.city}, ${address.district}`,
    `${address.province} ${address.postalCode}`,
    address.country,
    address.contactNumber,
  ];
  return (
    <li className="space-y-2 rounded-md border border-neutral-300 p-4">
      <p className="font-semibold">
        {address.firstName} {address.lastName}
      </p>
      <address className="text-sm not-italic">
        {lines
          .filter((line) => line.trim() !== '')
          .map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
      </address>
      {(isDefaultBilling || isDefaultShipping) && (
        <ul className="flex flex-wrap gap-2 text-xs font-semibold">
          {isDefaultShipping && <li className="rounded bg-brand-soft px-2 py-1">{t('defaultShipping')}</li>}
          {isDefaultBilling && <li className="rounded bg-brand-soft px-2 py-1">{t('defaultBilling')}</li>}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

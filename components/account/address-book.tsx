'use client';

import { DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddressForm } from '@/components/checkout/address-form';
import { Alert } from '@/components/ui/alert';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import type { AddressInput } from '@/lib/api/cart-schemas';
import type { Profile, SavedAddress } from '@/lib/api/profile-schemas';
import { BffError } from '@/lib/bff/client';
import { useProfile, useRemoveAddress, useSaveAddress, useSetDefaultAddress } from '@/lib/queries/use-profile';
import { AddressCard } from './address-card';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

const linkButton = 'min-h-11 px-2 text-sm font-semibold text-brand underline underline-offset-2 disabled:opacity-60';

/** The customer's saved addresses: add, edit, remove (after confirming), default billing and shipping. */
export function AddressBook({ initial, country }: { initial: Profile; country: string }) {
  const t = useTranslations();
  const { data: profile = initial } = useProfile({ initialData: initial });
  const save = useSaveAddress();
  const remove = useRemoveAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (e) {
      setFailure(e instanceof BffError ? e.message : t('errors.generic'));
      return false;
    }
  };

  const submit = async (address: AddressInput) => {
    const id = editing?.kind === 'edit' ? editing.address.id : undefined;
    if (await attempt(() => save.mutateAsync(id ? { ...address, id } : address))) setEditing(null);
  };

  if (editing) {
    return (
      <section className="space-y-4">
        {failure && <Alert>{failure}</Alert>}
        <AddressForm
          legend={editing.kind === 'new' ? t('account.addAddress') : t('account.editAddress')}
          initial={editing.kind === 'edit' ? editing.address : null}
          country={country}
          submitLabel={t('common.save')}
          onSubmit={submit}
        />
        <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
          {t('common.cancel')}
        </button>
      </section>
    );
  }

  const busy = remove.isPending || setDefault.isPending;
  return (
    <section className="space-y-4">
      {failure && <Alert>{failure}</Alert>}
      {profile.addresses.length === 0 ? (
        <p>{t('account.noAddresses')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {profile.addresses.map((address) => {
            const isBilling = profile.defaultBillingAddress === address.id;
            const isShipping = profile.defaultShippingAddress === address.id;
            return (
              <AddressCard
                key={address.id}
                address={address}
                isDefaultBilling={isBilling}
                isDefaultShipping={isShipping}
                actions={
                  <>
                    <button type="button" className={linkButton} onClick={() => setEditing({ kind: 'edit', address })}>
                      {t('common.edit')}
                    </button>
                    <button type="button" className={linkButton} disabled={busy} onClick={() => setRemoving(address)}>
                      {t('common.remove')}
                    </button>
                    {!isShipping && (
                      <button
                        type="button"
                        className={linkButton}
                        disabled={busy}
                        onClick={() => attempt(() => setDefault.mutateAsync({ addressId: address.id, which: 'shipping' }))}
                      >
                        {t('account.setDefaultShipping')}
                      </button>
                    )}
                    {!isBilling && (
                      <button
                        type="button"
                        className={linkButton}
                        disabled={busy}
                        onClick={() => attempt(() => setDefault.mutateAsync({ addressId: address.id, which: 'billing' }))}
                      >
                        {t('account.setDefaultBilling')}
                      </button>
                    )}
                  </>
                }
              />
            );
          })}
        </ul>
      )}
      <button type="button" className={primaryButton} onClick={() => setEditing({ kind: 'new' })}>
        {t('account.addAddress')}
      </button>
      <DialogShell open={removing !== null} onClose={() => setRemoving(null)} closeLabel={t('common.close')}>
        <div className="space-y-4">
          <DialogTitle className="text-lg font-semibold">{t('account.removeAddress')}</DialogTitle>
          <p>{t('account.confirmRemoveAddress')}</p>
          <div className="flex gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={remove.isPending}
              onClick={async () => {
                const target = removing;
                setRemoving(null);
                if (target) await attempt(() => remove.mutateAsync(target.id));
              }}
            >
              {t('common.remove')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      </DialogShell>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSetCartField } from '@/lib/queries/use-cart';
import { RequestError } from './request-error';

interface Props {
  /** The signed-in customer's profile email. */
  email: string;
  cartEmail: string | null;
  onDone: () => void;
}

/** spec §2 account details for a signed-in customer: no email step, the profile's email goes on the cart. */
export function CustomerAccountStep({ email, cartEmail, onDone }: Props) {
  const t = useTranslations('checkout');
  const setEmail = useSetCartField('email');
  const asked = useRef(false);
  const { mutate } = setEmail;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (cartEmail === email) onDone();
    else mutate({ email }, { onSuccess: onDone });
  }, [cartEmail, email, mutate, onDone]);

  return (
    <div className="space-y-2">
      <p>{t('signedInAs', { email })}</p>
      <RequestError error={setEmail.error} />
    </div>
  );
}

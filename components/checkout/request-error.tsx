'use client';

import { useTranslations } from 'next-intl';
import { BffError } from '@/lib/bff/client';
import { requestRefusalKey } from '@/lib/cart/request-error';
import { PAYMENT_PAGE_REFUSED } from '@/lib/http/payment-redirect';

/** A refused checkout call: the API's shopper-safe message in the shopper's language when it is a known one, else the generic one. */
export function RequestError({ error }: { error: Error | null }) {
  // One translator per namespace a known refusal lives in, so the private pages send exactly these.
  const namespaces = {
    cart: useTranslations('cart'),
    errors: useTranslations('errors'),
    order: useTranslations('order'),
    promo: useTranslations('promo'),
    validation: useTranslations('validation'),
  };
  if (!error) return null;
  const refusal = error instanceof BffError && (error.status < 500 || error.code === PAYMENT_PAGE_REFUSED) ? error.message : null;
  const [namespace, key] = (refusal ? requestRefusalKey(refusal) : null)?.split('.') ?? [];
  const translate = namespace && key && namespace in namespaces ? namespaces[namespace as keyof typeof namespaces] : null;
  return (
    <p role="alert" className="text-sm font-semibold text-red-700">
      {translate && key ? translate(key) : (refusal ?? namespaces.errors('generic'))}
    </p>
  );
}

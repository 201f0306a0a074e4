'use client';

import { useTranslations } from 'next-intl';
import { BffError } from '@/lib/bff/client';
import { requestRefusalKey } from '@/lib/cart/request-error';

/** A refused checkout call: the API's shopper-safe message in the shopper's language when it is a known one, else the generic one. */
export function RequestError({ error }: { error: Error | null }) {
  const t = useTranslations();
  if (!error) return null;
  const refusal = error instanceof BffError && error.status < 500 ? error.message : null;
  const key = refusal ? requestRefusalKey(refusal) : null;
  return (
    <p role="alert" className="text-sm font-semibold text-red-700">
      {key ? t(key) : (refusal ?? t('errors.generic'))}
    </p>
  );
}

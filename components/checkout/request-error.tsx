'use client';

import { useTranslations } from 'next-intl';
import { BffError } from '@/lib/bff/client';

/** A refused checkout call: the API's shopper-safe message, else the generic one. */
export function RequestError({ error }: { error: Error | null }) {
  const t = useTranslations('errors');
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-semibold text-red-700">
      {error instanceof BffError && error.status < 500 ? error.message : t('generic')}
    </p>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { remoteError } from '@/lib/bff/remote-error';

const none = () => null;

/**
 * spec §8 remote error state: after a 503 E2003 answer the shopper sees what the store said (code,
 * description, HTTP status) until any call succeeds again, which clears it.
 */
export function RemoteErrorNotice() {
  const t = useTranslations('errors');
  const error = useSyncExternalStore(remoteError.subscribe, remoteError.get, none);
  if (!error) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-4" data-testid="remote-error">
      <p
        role="alert"
        className="max-w-xl rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 shadow-lg"
      >
        {t('remoteError', { description: error.description, code: error.code, status: error.status })}
      </p>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { readBrowserCookies } from '@/lib/session/cookie-read';
import { COOKIES } from '@/lib/shopper/context';

const SHOP_COOKIES = Object.values(COOKIES);
const never = () => () => {};
const onServer = () => null;

function readError(): string | null {
  const read = readBrowserCookies({ document, navigator }, SHOP_COOKIES);
  return read.ok ? null : read.error;
}

/**
 * spec §8 "If reading cookies fails, the error is shown as text": the browser's reason, and what the
 * shopper can do about it (the cart, language, currency and location live in cookies).
 */
export function CookieReadNotice({ className = '' }: { className?: string }) {
  const t = useTranslations('errors');
  const error = useSyncExternalStore(never, readError, onServer);
  if (error === null) return null;
  return (
    <div role="alert" data-testid="cookie-read-error" className={`border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 ${className}`}>
      <p className="font-semibold">{t('cookies', { message: error })}</p>
      <p>{t('cookiesHelp')}</p>
    </div>
  );
}

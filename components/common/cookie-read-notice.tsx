'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { readBrowserCookies } from '@/lib/session/cookie-read';
import { COOKIES } from '@/lib/shopper/context';

const SHOP_COOKIES = Object.values(COOKIES);
const never = () => () => {};
const onServer = () => null;

/** `null` when cookies read; `''` when they are switched off; else the browser's error. */
function readError(): string | null {
  const read = readBrowserCookies({ document, navigator }, SHOP_COOKIES);
  if (read.ok) return null;
  return read.blocked ? '' : read.error;
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
    <div
      role="alert"
      data-testid="cookie-read-error"
      className={`border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 ${className}`}
    >
      <p className="font-semibold">{error === '' ? t('cookiesBlocked') : t('cookies', { message: error })}</p>
      <p>{t('cookiesHelp')}</p>
    </div>
  );
}

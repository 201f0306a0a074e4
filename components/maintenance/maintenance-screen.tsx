'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/common/spinner';
import { retryDelaySeconds } from '@/lib/maintenance/retry';
import { bff } from '@/lib/bff/client';

interface MaintenanceScreenProps {
  /** Asks whether the shop is back; resolves true when it is. */
  checkOnline?: () => Promise<boolean>;
  /** What to do once it is back: by default reload the page the shopper asked for. */
  onOnline?: () => void;
}

function reloadShop() {
  // The proxy rewrote the shopper's own URL to this screen, so reloading brings their page back.
  if (window.location.pathname.startsWith('/offline/')) window.location.replace('/');
  else window.location.reload();
}

/**
 * spec §2/§4 maintenance screen: retries by itself after 2, 3, 6, 16 and 31 s, then every 61 s,
 * and at once with 'Retry now...'.
 */
export function MaintenanceScreen({ checkOnline = bff.isOnline, onOnline = reloadShop }: MaintenanceScreenProps) {
  const t = useTranslations('maintenance');
  // Index of the next automatic retry in the spec's schedule.
  const attempt = useRef(0);
  const [checking, setChecking] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [dueAt, setDueAt] = useState(() => now + retryDelaySeconds(0) * 1000);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const check = useCallback(async () => {
    setChecking(true);
    const online = await checkOnline().catch(() => false);
    if (!mounted.current) return;
    if (online) {
      onOnline();
      return;
    }
    attempt.current += 1;
    const failedAt = Date.now();
    setNow(failedAt);
    setDueAt(failedAt + retryDelaySeconds(attempt.current) * 1000);
    setChecking(false);
  }, [checkOnline, onOnline]);

  // Waits for the next automatic retry; a manual one (checking turns true) cancels the wait.
  useEffect(() => {
    if (checking) return;
    const timer = setTimeout(() => void check(), Math.max(0, dueAt - Date.now()));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, [dueAt, checking, check]);

  const seconds = Math.max(0, Math.ceil((dueAt - now) / 1000));

  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-16 text-ink">
      <div className="w-full max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
        <svg
          viewBox="0 0 24 24"
          className="mx-auto size-14 text-brand"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          aria-hidden="true"
        >
          <path
            d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.4 2.4-2.1-.4-.4-2.1 2.6-2.2Z"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className="mt-6 text-2xl font-bold">{t('title')}</h1>
        <p className="mt-4 text-ink-muted">{t('message')}</p>
        <div className="mt-8 flex min-h-8 items-center justify-center gap-3">
          {checking ? (
            <>
              <Spinner label={t('loading')} className="size-6" />
              <span aria-hidden="true">{t('loading')}</span>
            </>
          ) : (
            <span className="text-sm text-ink-muted">{t('retryIn', { seconds })}</span>
          )}
        </div>
        {/* Before the script has run, the button asks for the shopper's page again (a GET of its own address). */}
        <form
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            void check();
          }}
        >
          <button
            type="submit"
            disabled={checking}
            className="mt-6 rounded-md bg-brand px-5 py-2.5 font-medium text-brand-contrast hover:opacity-90 disabled:opacity-60"
          >
            {t('retryNow')}
          </button>
        </form>
      </div>
    </main>
  );
}

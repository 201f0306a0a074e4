'use client';

import { useEffect } from 'react';

/** Reports the page's uncaught errors to the merchant's collector; the reporter's code loads only when one is configured. */
export function ErrorReporting({ dsn }: { dsn: string }) {
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let gone = false;
    void import('@/lib/errors/browser-reporter').then(({ installBrowserReporter }) => {
      if (!gone) uninstall = installBrowserReporter(dsn);
    });
    return () => {
      gone = true;
      uninstall?.();
    };
  }, [dsn]);
  return null;
}

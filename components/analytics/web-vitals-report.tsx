'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useEffect, useMemo } from 'react';
import { vitalsBatcher } from '@/lib/analytics/web-vitals';

/** spec §7 web-vitals report: every measurement, batched, sent with sendBeacon to WEB_VITALS_URL. */
export function WebVitalsReport({ url }: { url: string }) {
  const batcher = useMemo(
    () =>
      vitalsBatcher(
        url,
        // A string body goes as text/plain: no preflight, even to another origin.
        (to, body) => (typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(to, body) : false),
        () => window.location.pathname,
      ),
    [url],
  );
  useReportWebVitals(batcher.add);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') batcher.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', batcher.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', batcher.flush);
    };
  }, [batcher]);
  return null;
}

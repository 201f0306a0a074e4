'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { AFFILIATE_INVALID, AFFILIATE_PARAM, SESSION_KEYS, sessionStep } from '@/lib/affiliate/affiliate-session';
import { bff } from '@/lib/bff/client';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function visitId(store: Storage | null): string {
  const kept = store?.getItem(SESSION_KEYS.visit);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  store?.setItem(SESSION_KEYS.visit, id);
  return id;
}

/**
 * spec §4 affiliate session, in the browser only (the token never reaches a page's cache key): an
 * `am_aid` of 'Invalid' removes the session and its cookie; a new token is kept in session storage
 * and sent to the storefront's server, which checks it, counts the click once per browser session
 * and mirrors it to the httpOnly cookie RETAILER_AFF_SESSION that the purchase carries.
 */
export function AffiliateSession() {
  const pathname = usePathname();
  useEffect(() => {
    const param = new URL(window.location.href).searchParams.get(AFFILIATE_PARAM);
    const store = storage();
    const step = sessionStep(param, store?.getItem(SESSION_KEYS.token) ?? null);
    if (step.kind === 'clear') {
      store?.removeItem(SESSION_KEYS.token);
      void bff.affiliate.session({ token: AFFILIATE_INVALID });
    } else if (step.kind === 'record') {
      const visit = visitId(store);
      void bff.affiliate.session({ token: step.token, visit }).then((valid) => {
        if (valid) store?.setItem(SESSION_KEYS.token, step.token);
      });
    }
  }, [pathname]);
  return null;
}

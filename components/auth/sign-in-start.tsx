'use client';

import { signIn } from 'next-auth/react';
import { useEffect, useRef, useState } from 'react';
import { primaryButton } from '@/components/ui/button';
import { clearStorageOnSignIn } from '@/lib/session/browser-storage';

interface SignInStartProps {
  /** Where the shopper returns after signing in: a same-site path, checked on the server. */
  callbackPath: string;
  /** The shop's language, so the provider's pages speak it (`ui_locales`). */
  locale: string;
  /** Start at once; false after a failed or cancelled attempt, so the page never loops. */
  auto: boolean;
  labels: { starting: string; signIn: string };
}

/** Sends the shopper to the identity provider's sign-in page (authorization code flow with PKCE). */
export function SignInStart({ callbackPath, locale, auto, labels }: SignInStartProps) {
  const started = useRef(false);
  const [busy, setBusy] = useState(auto);

  const start = () => {
    setBusy(true);
    clearStorageOnSignIn();
    void signIn('keycloak', { callbackUrl: `${window.location.origin}${callbackPath}` }, { ui_locales: locale }).catch(() =>
      setBusy(false),
    );
  };

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    start();
    // Runs once on arrival; `start` reads only props fixed for this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);

  return (
    <div className="flex flex-col items-center gap-4 py-12">
      {busy && (
        <p role="status" className="text-sm text-gray-700">
          {labels.starting}
        </p>
      )}
      <button type="button" onClick={start} disabled={busy} className={primaryButton}>
        {labels.signIn}
      </button>
    </div>
  );
}

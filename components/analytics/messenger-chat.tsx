'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/analytics/when-idle';
import type { MessengerSettings } from '@/lib/analytics/page-config';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** The Messenger SDK's address for the plugin's language. */
export function messengerSdkUrl(language: string): string {
  return `https://connect.facebook.net/${language}/sdk/xfbml.customerchat.js`;
}

/**
 * spec §1 Messenger chat widget (where the shop asks for cookie consent, only after a yes). Its SDK is
 * fetched on the shopper's first interaction or once the page is loaded and the browser idle, so it
 * costs the first load nothing.
 */
export function MessengerChat({ messenger }: { messenger: MessengerSettings }) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    let cancelIdle = () => {};
    const want = () => setWanted(true);
    const onLoad = () => {
      cancelIdle = whenIdle(want, 5000);
    };
    INTERACTIONS.forEach((name) => window.addEventListener(name, want, { once: true, passive: true }));
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      cancelIdle();
      INTERACTIONS.forEach((name) => window.removeEventListener(name, want));
      window.removeEventListener('load', onLoad);
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    const src = messengerSdkUrl(messenger.language);
    const w = window as unknown as { fbAsyncInit?: () => void; FB?: { init: (o: object) => void; XFBML?: { parse: () => void } } };
    if (w.FB) {
      w.FB.XFBML?.parse();
      return;
    }
    w.fbAsyncInit = () => w.FB?.init({ xfbml: true, version: 'v18.0' });
    if (!document.querySelector(`script[src="${CSS.escape(src)}"]`)) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.crossOrigin = 'anonymous';
      document.body.appendChild(script);
    }
  }, [wanted, messenger.language]);

  if (!wanted) return null;
  return (
    <div data-testid="messenger-chat">
      <div id="fb-root" />
      <div
        className="fb-customerchat"
        {...{
          attribution: 'biz_inbox',
          page_id: messenger.pageId,
          ...(messenger.themeColor ? { theme_color: messenger.themeColor } : {}),
          logged_in_greeting: messenger.welcomeMessage,
          logged_out_greeting: messenger.welcomeMessage,
        }}
      />
    </div>
  );
}

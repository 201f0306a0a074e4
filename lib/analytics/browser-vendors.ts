import type { PartytownConfig, ResolveUrlType } from '@qwik.dev/partytown/integration';
import { VENDOR_ORIGINS, scriptUrl, type Vendor } from './vendors';

/**
 * The trackers run in a web worker (Partytown), not on the main thread: their scripts, parsed and run
 * there, cost the page no blocking time. The page talks to them through Partytown's forwarded functions.
 * Partytown's files are copied to /~partytown/ (scripts/partytown-lib.mjs); its service worker there
 * (scripts/partytown-sw.js) gives the worker's frame a policy allowing exactly the trackers' addresses.
 */
const PARTYTOWN_LIB = '/~partytown/';
/** The page's calls the worker receives: the vendors' functions, the shop's consent switch and its flush. */
const FORWARD = ['fbq', 'gtag', 'dataLayer.push', 'shopConsent', 'shopFlush'] as const;
/** The worker answers a flush on this channel once it has handed the vendors every call made before. */
const FLUSH_CHANNEL = 'shop-trackers';
type Forwarded = (typeof FORWARD)[number];

interface PartytownWindow {
  partytown?: PartytownConfig;
  fbq?: (...args: unknown[]) => void;
  gtag?: (...args: unknown[]) => void;
  dataLayer?: { push: (...args: unknown[]) => void };
  shopConsent?: (granted: boolean) => void;
  shopFlush?: (id: string) => void;
}

const w = () => window as unknown as PartytownWindow;

/** Calls made before Partytown's forwarders exist, in order; handed over once they do. */
let pending: Array<[Forwarded, unknown[]]> = [];
let forwarding = false;
let loading = false;
const added = new Set<string>();

function forward(fn: Forwarded, args: unknown[]): void {
  if (!forwarding) {
    pending.push([fn, args]);
    return;
  }
  const win = w();
  if (fn === 'dataLayer.push') win.dataLayer?.push(...args);
  else (win[fn] as ((...a: unknown[]) => void) | undefined)?.(...args);
}

/**
 * Partytown asks where each script is fetched from. Serialised into the worker (no outside names):
 * the trackers' scripts come through this shop (they send no CORS headers), everything else as asked.
 */
function resolveUrl(url: URL, location: Location, type: ResolveUrlType): URL {
  if (type !== 'script' || url.origin === location.origin) return url;
  const proxied = new URL('/api/vendor-script', location.origin);
  proxied.searchParams.set('url', url.href);
  return proxied;
}

/** The service worker's address; it reads the trackers' origins the worker may reach from its query. */
function serviceWorkerPath(vendors: readonly Vendor[]): string {
  const origins = (key: 'connect' | 'img') => [...new Set(vendors.flatMap((v) => VENDOR_ORIGINS[v.kind][key]))].sort().join(' ');
  return `partytown-shop-sw.js?${new URLSearchParams({ connect: origins('connect'), img: origins('img') })}`;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Each vendor's standard snippet, written out, run in the worker before its script: the command queue
 * that keeps calls made before the script has loaded, and what the consent switch tells the vendor.
 */
export function workerSnippet(vendor: Vendor): string {
  const consent = `var w=window;w.shopConsentHooks=w.shopConsentHooks||[];w.shopConsent=w.shopConsent||function(g){w.shopConsentHooks.forEach(function(h){h(g)})};
w.shopFlush=w.shopFlush||function(id){try{var c=new BroadcastChannel(${json(FLUSH_CHANNEL)});c.postMessage(id);c.close()}catch(e){}};`;
  switch (vendor.kind) {
    case 'facebookPixel':
      return `${consent}if(!w.fbq){var f=function(){if(f.callMethod)f.callMethod.apply(f,arguments);else f.queue.push(arguments)};f.push=f;f.loaded=true;f.version='2.0';f.queue=[];w.fbq=w._fbq=f;}
w.fbq('consent','grant');w.fbq('set','autoConfig',${json(vendor.builtInTracking)},${json(vendor.id)});w.fbq('init',${json(vendor.id)});
w.shopConsentHooks.push(function(g){w.fbq('consent',g?'grant':'revoke')});`;
    case 'googleAnalytics':
      return `${consent}w.dataLayer=w.dataLayer||[];w['ga-disable-'+${json(vendor.id)}]=false;
if(!w.gtag){w.gtag=function(){w.dataLayer.push(arguments)};w.gtag('js',new Date());}
w.gtag('config',${json(vendor.id)},{send_page_view:${json(vendor.builtInTracking)}});
w.shopConsentHooks.push(function(g){w['ga-disable-'+${json(vendor.id)}]=!g});`;
    case 'googleTagManager':
      return `${consent}w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});
w.shopConsentHooks.push(function(g){if(!g)w.dataLayer.push({event:'consent_withdrawn'})});`;
  }
}

function addWorkerScript(attrs: { src?: string; text?: string }): void {
  const script = document.createElement('script');
  script.type = 'text/partytown';
  if (attrs.src) script.src = attrs.src;
  if (attrs.text) script.textContent = attrs.text;
  document.head.appendChild(script);
}

/**
 * After consent: the vendors' queues and scripts are handed to the worker (run once Partytown has
 * loaded, loadVendorScripts); a vendor installed before is told consent is given again.
 */
export function installVendors(vendors: readonly Vendor[]): void {
  w().partytown ??= { lib: PARTYTOWN_LIB, debug: false, swPath: serviceWorkerPath(vendors), forward: [...FORWARD], resolveUrl };
  let again = false;
  for (const vendor of vendors) {
    const key = `${vendor.kind}:${vendor.id}`;
    if (added.has(key)) {
      again = true;
      continue;
    }
    added.add(key);
    addWorkerScript({ text: workerSnippet(vendor) });
    addWorkerScript({ src: scriptUrl(vendor) });
  }
  if (again) forward('shopConsent', [true]);
  // Scripts added after Partytown has started are picked up on this event.
  if (forwarding) window.dispatchEvent(new CustomEvent('ptupdate'));
}

/** Loads Partytown (3 KB); the worker then fetches and runs the vendors' scripts. */
export function loadVendorScripts(): void {
  if (loading) return;
  loading = true;
  const script = document.createElement('script');
  script.src = `${PARTYTOWN_LIB}partytown.js`;
  script.async = true;
  script.onload = () => {
    forwarding = true;
    const calls = pending;
    pending = [];
    calls.forEach(([fn, args]) => forward(fn, args));
  };
  document.head.appendChild(script);
}

let flushes = 0;

/**
 * Resolves once the worker has run every call made so far (the vendors have sent what they send at once),
 * or after `maxMs`: for an event sent right before the page is left (the worker ends with the page).
 */
export function flushVendors(maxMs: number): Promise<void> {
  if (added.size === 0 || typeof BroadcastChannel === 'undefined') return Promise.resolve();
  const id = `${Date.now()}-${++flushes}`;
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(FLUSH_CHANNEL);
    const done = () => {
      window.clearTimeout(timer);
      channel.close();
      resolve();
    };
    const timer = window.setTimeout(done, maxMs);
    channel.onmessage = (e: MessageEvent) => {
      if (e.data === id) done();
    };
    forward('shopFlush', [id]);
  });
}

/** After consent is withdrawn: the vendors already installed are told to stop (track() sends nothing either). */
export function silenceVendors(): void {
  forward('shopConsent', [false]);
}

/** Hands one vendor call to the vendor's function in the worker. */
export function sendToVendor(fn: 'fbq' | 'gtag' | 'dataLayer', args: unknown[]): void {
  forward(fn === 'dataLayer' ? 'dataLayer.push' : fn, args);
}

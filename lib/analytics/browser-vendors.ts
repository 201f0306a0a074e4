import { scriptUrl, type Vendor } from './vendors';

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string };

interface VendorWindow {
  fbq?: Queue;
  _fbq?: Queue;
  gtag?: (...args: unknown[]) => void;
  dataLayer?: unknown[];
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

const w = () => window as unknown as VendorWindow;

function addScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * Defines a vendor's command queue (each vendor's standard snippet, written out) so events sent before its
 * script has loaded are kept. Only called after consent; the script follows when the browser is idle.
 */
export function installVendor(vendor: Vendor): void {
  const win = w();
  switch (vendor.kind) {
    case 'facebookPixel': {
      if (!win.fbq) {
        const fbq: Queue = (...args: unknown[]) => {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue?.push(args);
        };
        fbq.push = fbq;
        fbq.loaded = true;
        fbq.version = '2.0';
        fbq.queue = [];
        win.fbq = fbq;
        win._fbq = fbq;
      }
      win.fbq('consent', 'grant');
      win.fbq('set', 'autoConfig', vendor.builtInTracking, vendor.id);
      win.fbq('init', vendor.id);
      break;
    }
    case 'googleAnalytics': {
      win.dataLayer ??= [];
      win[`ga-disable-${vendor.id}`] = false;
      if (!win.gtag) {
        win.gtag = function gtag() {
          // gtag.js reads the `arguments` object itself, as Google's snippet pushes it.
          // eslint-disable-next-line prefer-rest-params
          win.dataLayer?.push(arguments);
        };
        win.gtag('js', new Date());
      }
      win.gtag('config', vendor.id, { send_page_view: vendor.builtInTracking });
      break;
    }
    case 'googleTagManager':
      win.dataLayer ??= [];
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      break;
  }
}

/** Adds the vendor's script; its queue (installVendor) has kept every call made before. */
export function loadVendorScript(vendor: Vendor): void {
  addScript(scriptUrl(vendor));
}

/** After consent is withdrawn: the vendors already loaded are told to stop (track() sends nothing either). */
export function silenceVendors(vendors: readonly Vendor[]): void {
  const win = w();
  for (const vendor of vendors) {
    if (vendor.kind === 'facebookPixel') win.fbq?.('consent', 'revoke');
    if (vendor.kind === 'googleAnalytics') win[`ga-disable-${vendor.id}`] = true;
    if (vendor.kind === 'googleTagManager') win.dataLayer?.push({ event: 'consent_withdrawn' });
  }
}

/** Hands one vendor call to the vendor's function on the page. */
export function sendToVendor(fn: 'fbq' | 'gtag' | 'dataLayer', args: unknown[]): void {
  const win = w();
  if (fn === 'dataLayer') win.dataLayer?.push(args[0]);
  else win[fn]?.(...args);
}

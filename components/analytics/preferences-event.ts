const EVENT = 'storefront:cookie-preferences';

/** Asks the consent banner to open again (the footer's button and the banner live apart). */
export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onCookiePreferences(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

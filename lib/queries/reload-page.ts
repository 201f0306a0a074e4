'use client';

/**
 * A full reload: the proxy then serves the page of the shopper's new context (currency, location).
 * spec §4 "Switching location clears the cart after confirmation and reloads the page".
 */
export function reloadPage() {
  window.location.reload();
}

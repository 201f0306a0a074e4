/** Runs once when a storefront server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { hideInternalHeaders } = await import('./lib/http/hide-internal-headers');
  hideInternalHeaders();
  const { reportMessageGaps } = await import('./lib/i18n/report-gaps');
  // In the background: starting to serve never waits for the customer API.
  void reportMessageGaps();
}

/** Asks whether the shop is back online (the maintenance screen's retries). Never throws. */
export async function isSiteOnline(signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch('/api/status', { cache: 'no-store', signal, headers: { accept: 'application/json' } });
    if (!res.ok) return false;
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null && 'online' in body && body.online === true;
  } catch {
    return false;
  }
}

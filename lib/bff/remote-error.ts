/** spec §3/§8 remote error status: what a 503 E2003 answer said, until any call succeeds again. */
export interface RemoteError {
  code: string;
  description: string;
  status: number;
}

let current: RemoteError | null = null;
const listeners = new Set<() => void>();

function publish(next: RemoteError | null) {
  if (next === current || (next === null && current === null)) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The browser's one remote error state; the BFF client sets and clears it. */
export const remoteError = {
  get: (): RemoteError | null => current,
  set: (error: RemoteError) => publish(error),
  clear: () => publish(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

import { CONSENT_KEY, parseConsent, type ConsentChoice } from './consent';

type Listener = () => void;
const listeners = new Set<Listener>();
let memory: ConsentChoice | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off; the answer then lasts for this page only.
    return undefined;
  }
}

/** The remembered answer (local storage, so it outlives the session), or undefined. */
export function readConsent(): ConsentChoice | undefined {
  try {
    return parseConsent(storage()?.getItem(CONSENT_KEY)) ?? memory;
  } catch {
    return memory;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  memory = choice;
  try {
    storage()?.setItem(CONSENT_KEY, choice);
  } catch {
    // Kept in memory only.
  }
  listeners.forEach((l) => l());
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
